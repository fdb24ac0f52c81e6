import type { FastifyRequest } from 'fastify';
import { averagePastSessions } from '../domain/average.js';
import type { PeopleDirectory } from '../people/directory.js';
import { byName } from './by-name.js';

/**
 * The rows of a trainer statistics table with each trainer's current name and average, in name
 * order: what the whole table and its counts-only form share. `view` adds a row's own fields.
 */
export async function namedTrainerRows<Row extends { trainerId: string; pastCount: number }, View>(
  rows: Row[],
  people: PeopleDirectory,
  request: FastifyRequest,
  view: (row: Row) => View,
): Promise<
  Array<{ trainer: { _id: string; name: string }; avgPastSessionsPerWeek: string } & View>
> {
  const names = await people.namesFor(
    { customerIds: [], trainerIds: rows.map((row) => row.trainerId) },
    request.log,
    request.id,
  );
  return rows
    .map((row) => ({
      trainer: { _id: row.trainerId, name: names.trainerName(row.trainerId) },
      avgPastSessionsPerWeek: averagePastSessions(row.pastCount),
      ...view(row),
    }))
    .sort((a, b) => byName.compare(a.trainer.name, b.trainer.name));
}
