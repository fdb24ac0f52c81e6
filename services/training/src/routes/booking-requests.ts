import {
  AcceptBookingRequestBody,
  AcceptBookingRequestConflict,
  AcceptedBookingRequest,
  BookingRequest,
  BookingRequestIdParams,
  BookingRequestList,
  DeclineBookingRequestBody,
} from '@studio/contracts/booking-requests';
import type { Training } from '@studio/contracts/training';
import type { ServiceApp } from '@studio/service-kit/app';
import { userOf } from '@studio/service-kit/identity';
import { requestsInScope } from '../booking-requests/booking-request-queries.js';
import {
  acceptBookingRequest,
  declineBookingRequest,
} from '../booking-requests/decide-booking-request.js';
import { presentBookingRequests } from '../booking-requests/present-booking-requests.js';
import type { TrainingContext } from '../context.js';
import { ConflictError } from '../trainings/booking.js';
import { presentTrainings } from '../trainings/present.js';
import { scopeOf } from '../trainings/scope.js';

/** Staff answer customers' booking requests: a trainer their own customers', an admin all. */
export function registerBookingRequestRoutes(app: ServiceApp, context: TrainingContext): void {
  const { people } = context;

  app.get(
    '/api/booking-requests',
    { schema: { response: { 200: BookingRequestList } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const scope = await scopeOf(caller, people, request.id);
      return presentBookingRequests(
        await requestsInScope(context.sequelize, scope),
        people,
        request,
      );
    },
  );

  app.post(
    '/api/booking-requests/:id/accept',
    {
      schema: {
        params: BookingRequestIdParams,
        body: AcceptBookingRequestBody,
        response: { 200: AcceptedBookingRequest, 409: AcceptBookingRequestConflict },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      try {
        const { row, training } = await acceptBookingRequest(
          context,
          caller,
          request.params.id,
          request.body.allowConflict,
          request,
        );
        const [[shownRequest], [shownTraining]] = await Promise.all([
          presentBookingRequests([row], people, request),
          presentTrainings([training], people, request),
        ]);
        return { request: shownRequest as BookingRequest, training: shownTraining as Training };
      } catch (error) {
        if (error instanceof ConflictError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );

  app.post(
    '/api/booking-requests/:id/decline',
    {
      schema: {
        params: BookingRequestIdParams,
        body: DeclineBookingRequestBody,
        response: { 200: BookingRequest },
      },
    },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const row = await declineBookingRequest(
        context,
        caller,
        request.params.id,
        request.body.message,
        request,
      );
      const [shown] = await presentBookingRequests([row], people, request);
      return shown;
    },
  );
}
