import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { CustomerFields } from '../domain/customer-fields.js';
import { maskIc, type IcCipher } from '../domain/ic-cipher.js';
import { CustomerRecord } from '../models/customer.js';
import { recordAudit, type AuditActor } from './audit.js';

/** Creates a customer (IC encrypted, audited without it) in `transaction`; returns its id. */
export async function createCustomerRecord(
  {
    id = randomUUID(),
    fields,
    trainerId,
    cipher,
    actor,
  }: {
    /** A lead made a customer keeps its id, so its trial session is already theirs. */
    id?: string;
    fields: CustomerFields;
    trainerId: string;
    cipher: IcCipher;
    actor: AuditActor;
  },
  transaction: Transaction,
): Promise<string> {
  const { ic, ...visibleFields } = fields;
  await CustomerRecord.create(
    { id, ...visibleFields, icEncrypted: cipher.encrypt(ic, id), icMasked: maskIc(ic), trainerId },
    { transaction },
  );
  await recordAudit(
    actor,
    'customer.create',
    id,
    { ...visibleFields, trainerId, ic: 'set' },
    transaction,
  );
  return id;
}
