import type { LedgerEntryBody } from '@studio/contracts/customers';
import type { MailStudio } from '@studio/contracts/mail';
import { recordMail } from '@studio/service-kit/mail-outbox';
import type { Sequelize, Transaction } from 'sequelize';

export const paymentReceiptKind = 'payment-receipt';

/**
 * The customer's receipt for a credited payment, recorded in the mail outbox in the payment's own
 * transaction (one per package; relayed by the service's mail relay). A receipt is a record of a
 * purchase, not a notice: it goes out at once and whatever `emailsOff` says.
 */
export async function recordPaymentReceipt(
  sequelize: Sequelize,
  receipt: {
    packageId: string;
    customer: { name: string; email: string };
    payment: NonNullable<LedgerEntryBody['payment']>;
    sessions: number;
    expiresOn: string;
    balance: number;
    studio: MailStudio;
    timeZone: string;
  },
  transaction: Transaction,
): Promise<void> {
  const { customer, payment } = receipt;
  const paidAt = new Date(payment.paidAt);
  await recordMail(
    sequelize,
    { kind: paymentReceiptKind, subjectId: receipt.packageId, occasion: paidAt },
    customer.email.trim()
      ? {
          to: customer.email,
          studio: receipt.studio,
          template: {
            kind: 'payment-receipt',
            customerName: customer.name,
            amountPaid: payment.amountPaid,
            sessions: receipt.sessions,
            paidAt: paidAt.toISOString(),
            expiresOn: receipt.expiresOn,
            balance: receipt.balance,
            reference: payment.reference ?? null,
            timeZone: receipt.timeZone,
          },
        }
      : null,
    transaction,
  );
}
