import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { LeadStage, TrialGoal } from '@studio/contracts/leads';
import { SqlParameters } from '@studio/service-kit/keyset-sql';

/** A `customer.leads` row with its notes, as the reads below return it. */
export interface LeadRow {
  id: string;
  stage: LeadStage;
  name: string;
  email: string;
  phone: string;
  goal: TrialGoal;
  heard_from: string | null;
  parq: boolean[];
  health_flag: boolean;
  doctor_clearance: boolean | null;
  terms_version: string;
  pdpa_version: string;
  consented_at: Date;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  trainer_id: string | null;
  session_id: string | null;
  session_start: Date | null;
  hold_expires_at: Date | null;
  hold_released_at: Date | null;
  payment_reference: string | null;
  payment_id: string | null;
  lost_reason: string | null;
  customer_id: string | null;
  created_at: Date;
  paid_at: Date | null;
  attended_at: Date | null;
  converted_at: Date | null;
  lost_at: Date | null;
  /** Keyset position: `created_at` in PostgreSQL's text form. */
  sort_value: string;
  notes: Array<{ text: string; author_name: string; created_at: string }>;
}

/** What a visitor's trial request records. */
export interface NewLead {
  /** Chosen by the caller when another service is told of the lead in the same request. */
  id?: string;
  name: string;
  email: string;
  phone: string;
  goal: TrialGoal;
  heardFrom: string | null;
  parq: boolean[];
  doctorClearance: boolean | null;
  termsVersion: string;
  pdpaVersion: string;
  utm: { source: string | null; medium: string | null; campaign: string | null };
  referrer: string | null;
  trainerId: string | null;
  sessionId: string | null;
  sessionStart: Date | null;
  holdExpiresAt: Date | null;
  paymentReference: string | null;
}

const leadColumns = `
  l.*, l.created_at::text AS sort_value,
  COALESCE((SELECT json_agg(json_build_object('text', n.text, 'author_name', n.author_name,
                                              'created_at', n.created_at) ORDER BY n.created_at, n.id)
              FROM customer.lead_notes n WHERE n.lead_id = l.id), '[]'::json) AS notes`;

/** Records a lead; its stage is 'trial booked' when a time is held, else 'new'. */
export async function insertLead(
  sequelize: Sequelize,
  lead: NewLead,
  at: Date,
  transaction?: Transaction,
): Promise<string> {
  const id = lead.id ?? randomUUID();
  await sequelize.query(
    `INSERT INTO customer.leads (id, stage, name, email, phone, goal, heard_from, parq, health_flag,
        doctor_clearance, terms_version, pdpa_version, consented_at, utm_source, utm_medium,
        utm_campaign, referrer, trainer_id, session_id, session_start, hold_expires_at,
        payment_reference, created_at, updated_at)
     VALUES ($id, $stage, $name, $email, $phone, $goal, $heardFrom, $parq::boolean[], $healthFlag,
        $doctorClearance, $termsVersion, $pdpaVersion, $at, $utmSource, $utmMedium, $utmCampaign,
        $referrer, $trainerId, $sessionId, $sessionStart, $holdExpiresAt, $paymentReference, $at, $at)`,
    {
      bind: {
        id,
        stage: lead.sessionId ? 'trial booked' : 'new',
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        goal: lead.goal,
        heardFrom: lead.heardFrom,
        parq: `{${lead.parq.join(',')}}`,
        healthFlag: lead.parq.some(Boolean),
        doctorClearance: lead.doctorClearance,
        termsVersion: lead.termsVersion,
        pdpaVersion: lead.pdpaVersion,
        at: at.toISOString(),
        utmSource: lead.utm.source,
        utmMedium: lead.utm.medium,
        utmCampaign: lead.utm.campaign,
        referrer: lead.referrer,
        trainerId: lead.trainerId,
        sessionId: lead.sessionId,
        sessionStart: lead.sessionStart?.toISOString() ?? null,
        holdExpiresAt: lead.holdExpiresAt?.toISOString() ?? null,
        paymentReference: lead.paymentReference,
      },
      transaction,
    },
  );
  return id;
}

/** One lead, optionally locked for an update in `transaction`. */
export async function findLead(
  sequelize: Sequelize,
  id: string,
  transaction?: Transaction,
): Promise<LeadRow | undefined> {
  if (transaction)
    await sequelize.query('SELECT 1 FROM customer.leads WHERE id = $id FOR UPDATE', {
      bind: { id },
      transaction,
    });
  const [row] = await sequelize.query<LeadRow>(
    `SELECT ${leadColumns} FROM customer.leads l WHERE l.id = $id`,
    { type: QueryTypes.SELECT, bind: { id }, transaction },
  );
  return row;
}

/** One page of leads, newest first, optionally one trainer's, one stage, or matching `q`. */
export async function leadPage(
  sequelize: Sequelize,
  filter: {
    trainerId?: string;
    stage?: LeadStage;
    q?: string;
    after?: { value: string; id: string };
    limit: number;
  },
): Promise<LeadRow[]> {
  const parameters = new SqlParameters();
  const conditions: string[] = [];
  if (filter.trainerId) conditions.push(`l.trainer_id = ${parameters.add(filter.trainerId)}`);
  if (filter.stage) conditions.push(`l.stage = ${parameters.add(filter.stage)}`);
  if (filter.q) {
    const pattern = parameters.add(`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
    conditions.push(
      `(l.name ILIKE ${pattern} OR l.email ILIKE ${pattern} OR l.phone ILIKE ${pattern})`,
    );
  }
  if (filter.after)
    conditions.push(
      `(l.created_at, l.id) < (${parameters.add(filter.after.value)}::timestamptz, ${parameters.add(filter.after.id)}::uuid)`,
    );
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return sequelize.query<LeadRow>(
    `SELECT ${leadColumns} FROM customer.leads l ${where}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ${parameters.add(filter.limit + 1)}`,
    { type: QueryTypes.SELECT, bind: parameters.values },
  );
}

export async function addLeadNote(
  sequelize: Sequelize,
  note: { leadId: string; authorId: string; authorName: string; text: string; at: Date },
): Promise<void> {
  await sequelize.query(
    `INSERT INTO customer.lead_notes (id, lead_id, author_id, author_name, text, created_at)
     VALUES ($id, $leadId, $authorId, $authorName, $text, $at)`,
    {
      bind: {
        id: randomUUID(),
        leadId: note.leadId,
        authorId: note.authorId,
        authorName: note.authorName,
        text: note.text,
        at: note.at.toISOString(),
      },
    },
  );
}

/** Sets columns of one lead (names are this module's callers' own, never a client's). */
export async function updateLead(
  sequelize: Sequelize,
  id: string,
  changes: Partial<
    Record<
      | 'stage'
      | 'lost_reason'
      | 'lost_at'
      | 'customer_id'
      | 'converted_at'
      | 'paid_at'
      | 'attended_at'
      | 'hold_released_at'
      | 'session_id'
      | 'payment_id',
      string | Date | null
    >
  >,
  at: Date,
  transaction?: Transaction,
): Promise<void> {
  const parameters = new SqlParameters();
  const assignments = Object.entries(changes).map(
    ([column, value]) =>
      `${column} = ${parameters.add(value instanceof Date ? value.toISOString() : value)}`,
  );
  assignments.push(`updated_at = ${parameters.add(at.toISOString())}`);
  await sequelize.query(
    `UPDATE customer.leads SET ${assignments.join(', ')} WHERE id = ${parameters.add(id)}`,
    { bind: parameters.values, transaction },
  );
}

/**
 * A customer's first package converts the lead they came from: the one made a customer from
 * (`customer_id`), else the newest open lead with their email (a customer added by hand). Runs in
 * the payment's ledger transaction, so the package and the conversion are one change.
 */
export async function convertLeadOfPayingCustomer(
  sequelize: Sequelize,
  customerId: string,
  at: Date,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `UPDATE customer.leads SET stage = 'converted', customer_id = $customer,
            converted_at = $at, updated_at = $at
      WHERE id = (
        SELECT l.id FROM customer.leads l JOIN customer.customers c ON c.id = $customer
         WHERE l.stage NOT IN ('converted', 'lost')
           AND (l.customer_id = c.id OR (l.customer_id IS NULL AND l.email = lower(c.email)))
         ORDER BY (l.customer_id IS NOT NULL) DESC, l.created_at DESC LIMIT 1)`,
    { bind: { customer: customerId, at: at.toISOString() }, transaction },
  );
}

/**
 * A claimed (or unclaimed) trial session is the lead's attendance, never a change of a balance:
 * the $100 paid for it. Answers whether `trainingId` is a trial session; idempotent.
 */
export async function recordTrialAttendance(
  sequelize: Sequelize,
  trainingId: string,
  attended: boolean,
  at: Date,
): Promise<boolean> {
  const [row] = await sequelize.query<{ id: string }>(
    `UPDATE customer.leads SET
        attended_at = CASE WHEN $attended THEN COALESCE(attended_at, $at::timestamptz) END,
        stage = CASE
          WHEN $attended AND stage IN ('trial booked', 'paid') THEN 'attended'
          WHEN NOT $attended AND stage = 'attended' THEN 'paid'
          ELSE stage END,
        updated_at = $at
      WHERE session_id::text = $trainingId RETURNING id`,
    { type: QueryTypes.SELECT, bind: { trainingId, attended, at: at.toISOString() } },
  );
  return row !== undefined;
}
