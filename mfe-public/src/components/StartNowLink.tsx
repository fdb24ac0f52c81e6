import { trialAvailabilityMessage, whatsAppChatUrl } from '@studio/shell-kit/business';
import { messages } from '../config/messages';

/** START NOW: a WhatsApp chat with the studio in a new tab, asking whether a trial session is free. */
export function StartNowLink() {
  return (
    <a
      className="pub-button"
      href={whatsAppChatUrl(trialAvailabilityMessage)}
      target="_blank"
      rel="noopener"
    >
      {messages.startNow}
    </a>
  );
}
