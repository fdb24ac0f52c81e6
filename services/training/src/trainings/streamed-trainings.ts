import type { FastifyReply, FastifyRequest } from 'fastify';
import { Training } from '@studio/contracts/training';
import { sendStreamedList, type ChunkReader } from '@studio/service-kit/streamed-list';
import type { PeopleDirectory } from '../people/directory.js';
import { trainingView, type TrainingRow } from './present.js';
import { customersReadFor, type TrainingScope } from './scope.js';

/**
 * Trainings read per statement: about 230 KB of text (a training is ~230 bytes), so ten lists at
 * once stay within a few MB, in a quarter of the statements and names lookups of the shared 250
 * rows (the chain's unclaimed list at 10×, 16 400 trainings: 594 ms at 250 rows, 478 at 1 000).
 */
const trainingChunkRows = 1000;

/**
 * Answers one of the spec's whole training lists streamed from the database (at chain scale they
 * are MBs): each chunk asks the customer service for its own customers' names, a small lookup
 * however long the list, and auth only for trainers no earlier chunk named.
 */
export function sendTrainingList<Row extends TrainingRow>(
  reply: FastifyReply,
  request: FastifyRequest,
  people: PeopleDirectory,
  scope: TrainingScope,
  readChunk: ChunkReader<Row>,
): FastifyReply {
  const knownCustomers = customersReadFor(scope);
  const trainerNames = people.trainerNamesPerChunk(request.log, request.id);
  return sendStreamedList(reply, Training, {
    readChunk,
    chunkRows: trainingChunkRows,
    itemsOf: async (rows) => {
      const [customerName, trainerName] = await Promise.all([
        people.customerNamesOrUnknown(
          rows.map((row) => row.customerId),
          request.log,
          request.id,
          knownCustomers,
        ),
        trainerNames(rows.map((row) => row.trainerId)),
      ]);
      return rows.map((row) => trainingView(row, { customerName, trainerName }));
    },
  });
}
