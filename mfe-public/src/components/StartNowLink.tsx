import { trialAvailabilityMessage, whatsAppChatUrl } from '@studio/shell-kit/business';
import { messages } from '../config/messages';
import { countWhatsAppClick } from '../lib/site-events';

/** Marks the links whose clicks the anonymous beacon counts (found by tests and the bench). */
export const whatsAppClickBeacon = 'whatsapp-click';

/**
 * START NOW: a WhatsApp chat with the studio in a new tab, asking whether a trial session is free.
 * Each click is counted by an anonymous beacon (issue 27), so the owner can compare the chat with
 * the online booking.
 */
export function StartNowLink() {
  return (
    <a
      className="pub-button"
      href={whatsAppChatUrl(trialAvailabilityMessage)}
      target="_blank"
      rel="noopener"
      data-beacon={whatsAppClickBeacon}
      onClick={countWhatsAppClick}
    >
      {messages.startNow}
    </a>
  );
}
