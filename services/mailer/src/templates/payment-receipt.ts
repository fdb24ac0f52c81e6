import type { MailStudio, PaymentReceiptMail } from '@studio/contracts/mail';
import { businessDayPhrase } from './business-day.js';
import type { MailContent } from './mail-content.js';
import { sessionsLeftPhrase } from './sessions-left.js';

export function paymentReceiptContent(data: PaymentReceiptMail, studio: MailStudio): MailContent {
  const paidOn = new Intl.DateTimeFormat('en-SG', {
    timeZone: data.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(data.paidAt));
  const expires = businessDayPhrase(data.expiresOn);
  return {
    subject: `Your receipt from ${studio.name}: $${data.amountPaid} for ${data.sessions} sessions`,
    greeting: `Hello ${data.customerName},`,
    paragraphs: [
      `Thank you for your payment. This is your receipt from ${studio.name}.`,
      `Your sessions can be used until the day before ${expires}; any left unused then expire.`,
    ],
    details: [
      ['Amount paid', `$${data.amountPaid}`],
      ['Sessions', String(data.sessions)],
      ['Paid on', paidOn],
      ['Sessions expire on', expires],
      ['Sessions left now', String(data.balance)],
      ['Reference', data.reference ?? 'None'],
      ['Studio', [studio.name, studio.address, studio.phone].filter(Boolean).join(', ')],
    ],
    afterword: [
      `You now have ${sessionsLeftPhrase(data.balance)} left.`,
      ...(studio.phone ? [`Questions about this payment? Call us on ${studio.phone}.`] : []),
    ],
  };
}
