import type { LowBalanceCustomerMail, MailStudio } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionsLeftPhrase } from './sessions-left.js';

export function lowBalanceCustomerContent(
  data: LowBalanceCustomerMail,
  studio: MailStudio,
): MailContent {
  return {
    subject: `You have ${sessionsLeftPhrase(data.sessionsLeft)} left`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [
      `You have ${sessionsLeftPhrase(data.sessionsLeft)} left in your package at ${studio.name}.`,
      'Renew with your trainer at your next session to keep your training going without a break.',
    ],
    afterword: studio.phone ? [`Questions? Call us on ${studio.phone}.`] : undefined,
  };
}
