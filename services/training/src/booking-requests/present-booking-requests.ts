import type { FastifyBaseLogger } from 'fastify';
import type { BookingRequest } from '@studio/contracts/booking-requests';
import type { PeopleDirectory } from '../people/directory.js';
import type { BookingRequestRow } from './booking-request-queries.js';

/** Requests as the screens show them, with current customer and trainer names. */
export async function presentBookingRequests(
  rows: BookingRequestRow[],
  people: PeopleDirectory,
  request: { log: FastifyBaseLogger; id: string },
): Promise<BookingRequest[]> {
  const names = await people.namesFor(
    {
      customerIds: rows.map((row) => row.customerId),
      trainerIds: rows.map((row) => row.trainerId),
    },
    request.log,
    request.id,
  );
  return rows.map((row) => ({
    _id: row.id,
    customerID: { _id: row.customerId, name: names.customerName(row.customerId) },
    trainerID: { _id: row.trainerId, name: names.trainerName(row.trainerId) },
    dateOfTraining: new Date(row.dateOfTraining).toISOString(),
    note: row.note,
    status: row.status,
    message: row.message,
    trainingId: row.trainingId,
  }));
}
