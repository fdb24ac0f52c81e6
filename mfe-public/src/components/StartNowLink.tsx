import { useContext } from 'react';
import { trialAvailabilityMessage, whatsAppChatUrl } from '@studio/shell-kit/business';
import { messages } from '../config/messages';
import { countWhatsAppClick } from '../lib/site-events';
import { StartNowPing } from '../lib/start-now-ping';

/** Marks the links whose clicks the anonymous beacon counts (found by tests and the bench). */
export const whatsAppClickBeacon = 'whatsapp-click';

/**
 * START NOW: a WhatsApp chat with the studio in a new tab, asking whether a trial session is free.
 * Each click is counted by an anonymous beacon (issue 27), so the owner can compare the chat with
 * the online booking: by the app once it runs, by the link's `ping` on the prerendered page before
 * (lib/start-now-ping.ts).
 */
export function StartNowLink() {
  const ping = useContext(StartNowPing);
  return (
    <a
      className="pub-button"
      href={whatsAppChatUrl(trialAvailabilityMessage)}
      target="_blank"
      rel="noopener"
      data-beacon={whatsAppClickBeacon}
      ping={ping}
      onClick={countWhatsAppClick}
    >
      {messages.startNow}
    </a>
  );
}
