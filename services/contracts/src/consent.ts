import Type from 'typebox';

/**
 * Consent to customer mail (reminders and notices). `POST /api/unsubscribe/:token` is public: the
 * token in a mail's link is the only credential, so a customer stops the mail in one click (RFC
 * 8058 one-click POSTs from mail clients carry a form body, accepted too). Staff note renewed
 * consent with `POST /api/customers/:id/email-consent` (owner trainer or admin; audited).
 */
export const UnsubscribeParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type UnsubscribeParams = Type.Static<typeof UnsubscribeParams>;

export const UnsubscribeResult = Type.Object({ message: Type.String() });
export type UnsubscribeResult = Type.Static<typeof UnsubscribeResult>;

export const invalidUnsubscribeLinkMessage =
  'This unsubscribe link is not valid. Use the link in your latest email from us, or ask your trainer to stop the emails.';

export const unsubscribedMessage = (studioName: string) =>
  `Done: ${studioName} will send you no more reminders or notices by email. Your trainer can turn them back on if you change your mind.`;
