import type { StudioSettings } from '@studio/contracts/settings';
import { badRequest, forbidden } from '@studio/service-kit/errors';
import type { FastifyRequest } from 'fastify';
import type { TrainingContext } from '../context.js';
import type { CustomerSummary } from '../people/directory.js';

export const selfBookingOff =
  'Booking sessions yourself is turned off at this studio; ask your trainer for a time.';
export const onlyOwnTrainer = 'You can book sessions only with your own trainer.';
export const noOwnTrainer =
  'You have no trainer yet, so there is nobody to book with; the studio will assign one.';
export const unknownTrainer = 'trainerId: no trainer account has this id.';

/**
 * The trainers a customer may book themselves under the studio's `selfBooking` rule, given the
 * trainer they asked for (if any): `undefined` means everyone who published hours. Refuses with
 * 403 when self-booking is off or the trainer is not allowed, 400 for an id that is no trainer.
 */
export async function bookableTrainers(
  context: TrainingContext,
  customer: CustomerSummary,
  askedTrainerId: string | undefined,
  settings: StudioSettings,
  request: FastifyRequest,
): Promise<string[] | undefined> {
  if (settings.selfBooking === 'off') throw forbidden(selfBookingOff);
  if (settings.selfBooking === 'own-trainer') {
    if (askedTrainerId && askedTrainerId !== customer.trainerID) throw forbidden(onlyOwnTrainer);
    return customer.trainerID ? [customer.trainerID] : [];
  }
  if (!askedTrainerId) return undefined;
  if (askedTrainerId === customer.trainerID) return [askedTrainerId];
  const trainer = await context.people.staffMember(askedTrainerId, request.id);
  if (!trainer) throw badRequest(unknownTrainer);
  return [askedTrainerId];
}

/** The one trainer a booking is with: the one asked for, else the customer's own. */
export async function bookingTrainer(
  context: TrainingContext,
  customer: CustomerSummary,
  askedTrainerId: string | undefined,
  settings: StudioSettings,
  request: FastifyRequest,
): Promise<string> {
  const allowed = await bookableTrainers(
    context,
    customer,
    askedTrainerId ?? customer.trainerID ?? undefined,
    settings,
    request,
  );
  const trainerId = allowed?.[0];
  if (!trainerId) throw badRequest(noOwnTrainer);
  return trainerId;
}
