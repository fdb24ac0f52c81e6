import type { FastifyBaseLogger } from 'fastify';
import type { Training, TrainingStatus } from '@studio/contracts/training';
import type { CustomerSummary, PeopleDirectory } from '../people/directory.js';

export interface TrainingRow {
  id: string;
  customerId: string;
  trainerId: string;
  dateOfTraining: Date;
  status: TrainingStatus;
  /** Set when staff waived a late cancel's charge. */
  lateCancelWaivedAt?: Date | null;
}

export interface TrainingNames {
  customerName: (id: string) => string;
  trainerName: (id: string) => string;
}

/** A training as the spec shows it: trainerID and customerID populated with current names. */
export function trainingView(row: TrainingRow, names: TrainingNames): Training {
  return {
    _id: row.id,
    status: row.status,
    dateOfTraining: row.dateOfTraining.toISOString(),
    trainerID: { _id: row.trainerId, name: names.trainerName(row.trainerId) },
    customerID: { _id: row.customerId, name: names.customerName(row.customerId) },
    ...(row.status === 'late-cancelled'
      ? { lateCancelWaived: Boolean(row.lateCancelWaivedAt) }
      : {}),
  };
}

/** Trainings as the spec shows them, with the names of their customers and trainers read now. */
export async function presentTrainings(
  rows: TrainingRow[],
  directory: PeopleDirectory,
  request: { log: FastifyBaseLogger; id: string },
  knownCustomers?: ReadonlyMap<string, CustomerSummary>,
): Promise<Training[]> {
  const names = await directory.namesFor(
    {
      customerIds: rows.map((row) => row.customerId),
      trainerIds: rows.map((row) => row.trainerId),
    },
    request.log,
    request.id,
    knownCustomers,
  );
  return rows.map((row) => trainingView(row, names));
}
