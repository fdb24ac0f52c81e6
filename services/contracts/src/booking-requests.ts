import Type, { type Static } from 'typebox';
import { PlausibleDateTime } from './plausible-dates.js';
import { ErrorResponse } from './errors.js';
import { NamedRef, Training, TrainingConflict } from './training.js';

/**
 * A customer asks their trainer for a session time (training service). The customer creates and
 * lists their own (`/api/me/booking-requests`); the trainer (or an admin) accepts, which books a
 * scheduled training through the same booking rules as `POST /api/training`, or declines with a
 * message (`/api/booking-requests`). The customer is emailed either way.
 */

const Id = Type.String({ format: 'uuid' });

export const BookingRequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('declined'),
]);
export type BookingRequestStatus = Static<typeof BookingRequestStatus>;

export const bookingRequestNoteMaxLength = 500;

export const BookingRequest = Type.Object({
  _id: Id,
  customerID: NamedRef,
  /** The customer's trainer when they asked. */
  trainerID: NamedRef,
  dateOfTraining: PlausibleDateTime,
  note: Type.String(),
  status: BookingRequestStatus,
  /** The trainer's message with a decline; empty otherwise. */
  message: Type.String(),
  /** The training an accepted request booked; null otherwise. */
  trainingId: Type.Union([Id, Type.Null()]),
});
export type BookingRequest = Static<typeof BookingRequest>;

export const BookingRequestList = Type.Array(BookingRequest);
export type BookingRequestList = Static<typeof BookingRequestList>;

/** `POST /api/me/booking-requests`: a time in the future, and optionally a few words. */
export const CreateBookingRequestBody = Type.Object(
  {
    dateOfTraining: PlausibleDateTime,
    note: Type.Optional(Type.String({ maxLength: bookingRequestNoteMaxLength })),
  },
  { additionalProperties: false },
);
export type CreateBookingRequestBody = Static<typeof CreateBookingRequestBody>;

export const BookingRequestIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type BookingRequestIdParams = Static<typeof BookingRequestIdParams>;

/** `POST /api/booking-requests/:id/accept`: `allowConflict` books over a conflicting hour on purpose. */
export const AcceptBookingRequestBody = Type.Object(
  { allowConflict: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AcceptBookingRequestBody = Static<typeof AcceptBookingRequestBody>;

export const bookingRequestMessageMaxLength = 500;

/** `POST /api/booking-requests/:id/decline`: what the customer is told. */
export const DeclineBookingRequestBody = Type.Object(
  {
    message: Type.String({
      minLength: 1,
      maxLength: bookingRequestMessageMaxLength,
      pattern: '\\S',
    }),
  },
  { additionalProperties: false },
);
export type DeclineBookingRequestBody = Static<typeof DeclineBookingRequestBody>;

/** `POST /api/booking-requests/:id/accept` answers the request and the training it booked. */
export const AcceptedBookingRequest = Type.Object({ request: BookingRequest, training: Training });
export type AcceptedBookingRequest = Static<typeof AcceptedBookingRequest>;

/**
 * A 409 from accept: the booking conflicts (as `POST /api/training` answers them), or the request
 * was answered or its time has passed (`{ error }` only).
 */
export const AcceptBookingRequestConflict = Type.Union([TrainingConflict, ErrorResponse]);
export type AcceptBookingRequestConflict = Static<typeof AcceptBookingRequestConflict>;
