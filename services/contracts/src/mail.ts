import Type from 'typebox';

/** The BullMQ queue the mailer worker consumes. Jobs use the outbox row id as job id (dedupe). */
export const emailQueueName = 'email';

export const EmailJob = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Optional(Type.String()),
  /** A link the message is about (a reset link); logged when no SMTP server is configured. */
  link: Type.Optional(Type.String()),
});
export type EmailJob = Type.Static<typeof EmailJob>;
