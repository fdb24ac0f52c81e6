import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { BookingRequestStatus } from '@studio/contracts/booking-requests';
import { scopeBind, scopeCondition, type TrainingScope } from '../trainings/scope.js';

export interface BookingRequestRow {
  id: string;
  customerId: string;
  trainerId: string;
  dateOfTraining: Date;
  note: string;
  status: BookingRequestStatus;
  message: string;
  trainingId: string | null;
}

const columns = `id, customer_id AS "customerId", trainer_id AS "trainerId",
  date_of_training AS "dateOfTraining", note, status, message, training_id AS "trainingId"`;

// Answers without paging stay bounded: decided requests beyond these are history nobody acts on.
const listedRequests = 200;

export async function insertBookingRequest(
  sequelize: Sequelize,
  request: { customerId: string; trainerId: string; dateOfTraining: Date; note: string },
): Promise<BookingRequestRow> {
  const [row] = await sequelize.query<BookingRequestRow>(
    `INSERT INTO booking_requests (id, customer_id, trainer_id, date_of_training, note)
     VALUES ($id, $customerId, $trainerId, $dateOfTraining, $note) RETURNING ${columns}`,
    {
      type: QueryTypes.SELECT,
      bind: { id: randomUUID(), ...request, dateOfTraining: request.dateOfTraining.toISOString() },
    },
  );
  if (!row) throw new Error('booking request insert returned nothing');
  return row;
}

export async function pendingRequestCount(
  sequelize: Sequelize,
  customerId: string,
): Promise<number> {
  const [row] = await sequelize.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM booking_requests
      WHERE customer_id = $customerId::uuid AND status = 'pending'`,
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
  return row?.count ?? 0;
}

/** A customer's own requests, newest first. */
export function customerRequests(
  sequelize: Sequelize,
  customerId: string,
): Promise<BookingRequestRow[]> {
  return sequelize.query<BookingRequestRow>(
    `SELECT ${columns} FROM booking_requests WHERE customer_id = $customerId::uuid
      ORDER BY created_at DESC, id LIMIT ${listedRequests}`,
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
}

/** Requests of the customers in scope: pending ones first (soonest first), then the latest answered. */
export function requestsInScope(
  sequelize: Sequelize,
  scope: TrainingScope,
): Promise<BookingRequestRow[]> {
  return sequelize.query<BookingRequestRow>(
    `SELECT ${columns} FROM booking_requests WHERE ${scopeCondition}
      ORDER BY (status = 'pending') DESC,
               CASE WHEN status = 'pending' THEN date_of_training END,
               decided_at DESC, id
      LIMIT ${listedRequests}`,
    { type: QueryTypes.SELECT, bind: scopeBind(scope) },
  );
}

export async function findBookingRequest(
  sequelize: Sequelize,
  id: string,
  transaction?: Transaction,
): Promise<BookingRequestRow | undefined> {
  const [row] = await sequelize.query<BookingRequestRow>(
    `SELECT ${columns} FROM booking_requests WHERE id = $id::uuid
     ${transaction ? 'FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, bind: { id }, transaction },
  );
  return row;
}

/** Records the answer to a pending request (the caller holds its row lock). */
export async function recordDecision(
  sequelize: Sequelize,
  decision: {
    id: string;
    status: 'accepted' | 'declined';
    message: string;
    trainingId: string | null;
    decidedBy: string;
    decidedAt: Date;
  },
  transaction: Transaction,
): Promise<BookingRequestRow> {
  const [row] = await sequelize.query<BookingRequestRow>(
    `UPDATE booking_requests
        SET status = $status, message = $message, training_id = $trainingId::uuid,
            decided_by = $decidedBy::uuid, decided_at = $decidedAt::timestamptz
      WHERE id = $id::uuid RETURNING ${columns}`,
    {
      type: QueryTypes.SELECT,
      bind: { ...decision, decidedAt: decision.decidedAt.toISOString() },
      transaction,
    },
  );
  if (!row) throw new Error('booking request vanished while locked');
  return row;
}
