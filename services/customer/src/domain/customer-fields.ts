import { badRequest } from '@studio/service-kit/errors';
import type { CustomerChangesBody, NewCustomerBody } from '@studio/contracts/customers';
import { referencedId } from '@studio/contracts/references';

/** The fields a person types in, cleaned and checked. */
export interface CustomerFields {
  name: string;
  email: string;
  /** Eight digits, without the +65 prefix. */
  phone: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  /** Upper-case NRIC/FIN. */
  ic: string;
  sex: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^(?:\+65)?(\d{8})$/;
const icPattern = /^[STFGM]\d{7}[A-Z]$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const earliestDateOfBirth = '1900-01-01';

function required(value: string, label: string): string {
  const cleaned = value.trim().replace(/\s+/g, ' ');
  if (!cleaned) throw badRequest(`${label} is required.`);
  return cleaned;
}

export function cleanName(value: string): string {
  return required(value, 'Name');
}

export function cleanEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!emailPattern.test(email))
    throw badRequest('Email must be a valid email address, such as name@example.com.');
  return email;
}

export function cleanPhone(value: string): string {
  const match = phonePattern.exec(value.replace(/[\s-]/g, ''));
  if (!match?.[1])
    throw badRequest('Phone must be a Singapore number: 8 digits, optionally starting with +65.');
  return match[1];
}

/** `today` is the current date (`YYYY-MM-DD`) in the business time zone. */
export function cleanDateOfBirth(value: string, today: string): string {
  const trimmed = value.trim();
  const match = isoDatePattern.exec(trimmed);
  const date = match ? new Date(`${trimmed}T00:00:00Z`) : undefined;
  const isRealDate =
    date !== undefined && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(trimmed);
  if (!isRealDate) throw badRequest('Date of birth must be a date written as YYYY-MM-DD.');
  if (trimmed >= today) throw badRequest('Date of birth must be in the past.');
  if (trimmed < earliestDateOfBirth)
    throw badRequest(`Date of birth must be on or after ${earliestDateOfBirth}.`);
  return trimmed;
}

const isMasked = (ic: string) => ic.includes('*');

export function cleanIc(value: string): string {
  const ic = value.trim().toUpperCase();
  if (isMasked(ic))
    throw badRequest(
      'IC must be the full NRIC or FIN number, such as S1234567D, not a masked one.',
    );
  if (!icPattern.test(ic)) throw badRequest('IC must be an NRIC or FIN number such as S1234567D.');
  return ic;
}

export function cleanSex(value: string): string {
  return required(value, 'Sex');
}

export function cleanNewCustomer(body: NewCustomerBody, today: string): CustomerFields {
  return {
    name: cleanName(body.name),
    email: cleanEmail(body.email),
    phone: cleanPhone(body.phone),
    dateOfBirth: cleanDateOfBirth(body.dateOfBirth, today),
    ic: cleanIc(body.ic),
    sex: cleanSex(body.sex),
  };
}

/**
 * Only the editable fields present in the request are checked and returned; the read-only ones a
 * client sends back with the whole customer are left out. An `ic` equal to the customer's current
 * mask is the number GET showed, sent back unchanged.
 */
export function cleanCustomerChanges(
  body: CustomerChangesBody,
  { today, currentIcMask }: { today: string; currentIcMask: string },
): Partial<CustomerFields> {
  const changes: Partial<CustomerFields> = {};
  if (body.name !== undefined) changes.name = cleanName(body.name);
  if (body.email !== undefined) changes.email = cleanEmail(body.email);
  if (body.phone !== undefined) changes.phone = cleanPhone(body.phone);
  if (body.dateOfBirth !== undefined)
    changes.dateOfBirth = cleanDateOfBirth(body.dateOfBirth, today);
  if (body.ic !== undefined) {
    const ic = body.ic.trim().toUpperCase();
    if (isMasked(ic) && ic !== currentIcMask)
      throw badRequest(
        "IC does not match this customer's masked IC: send the full NRIC or FIN number to change it, or the masked IC exactly as shown to keep it.",
      );
    if (ic !== currentIcMask) changes.ic = cleanIc(ic);
  }
  if (body.sex !== undefined) changes.sex = cleanSex(body.sex);
  return changes;
}

/**
 * The trainer a change asks for: undefined when it names none. A customer who has a trainer
 * always keeps one; `null` (as GET shows a customer without a trainer) only repeats that.
 */
export function requestedTrainerId(
  trainerID: CustomerChangesBody['trainerID'],
  currentTrainerId: string | null,
): string | undefined {
  if (trainerID === undefined) return undefined;
  if (trainerID === null) {
    if (currentTrainerId === null) return undefined;
    throw badRequest('A customer always has a trainer: choose another trainer instead of none.');
  }
  return referencedId(trainerID);
}
