import type { FastifyReply, FastifyRequest } from 'fastify';
import { Training } from '@studio/contracts/training';
import { sendStreamedList, type ChunkReader } from '@studio/service-kit/streamed-list';
import type { PeopleDirectory } from '../people/directory.js';
import { trainingView, type TrainingRow } from './present.js';
import { customersReadFor, type TrainingScope } from './scope.js';

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
