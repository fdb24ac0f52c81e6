import type { LowBalanceTrainerMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';
import { sessionsLeftPhrase } from './sessions-left.js';

export function lowBalanceTrainerContent(data: LowBalanceTrainerMail): MailContent {
  return {
    subject: `${data.customerName} has ${sessionsLeftPhrase(data.sessionsLeft)} left`,
    greeting: `Hello ${data.trainerName},`,
    paragraphs: [
      `Your customer ${data.customerName} has ${sessionsLeftPhrase(data.sessionsLeft)} left.`,
      'A good moment to talk about renewing their package at the next session.',
    ],
  };
}
