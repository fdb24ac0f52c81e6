import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Lead, LeadIdParams, leadMessages } from '@studio/contracts/leads';
import {
  TrialHold,
  TrialHoldBody,
  trialHoldMinutes,
  trialMessages,
  trialPriceDollars,
} from '@studio/contracts/trial';
import type { ServiceApp } from '@studio/service-kit/app';
import { conflict, HttpError, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import { QueryTypes, UniqueConstraintError } from 'sequelize';
import type { CustomerContext } from '../context.js';
import { ensureCanReachLead } from '../domain/lead-access.js';
import { cleanTrialRequest } from '../domain/trial-request.js';
import { leadView } from '../lead-view.js';
import { findLead, insertLead, updateLead } from '../store/leads.js';
import { recordTrialMail } from '../trial/trial-mail.js';
import { mailStudioOf } from '@studio/contracts/mail';

/** Trial requests one email or phone may make in a day (holds released unpaid included). */
const requestsPerContactPerDay = 3;

/**
 * The $100 trial online (issue 27): a visitor's request becomes a lead holding a trial time for 20
 * minutes (the time itself is held by the training service, under the schedule's one overlap
 * guarantee) with the studio's PayNow code for $100; staff confirm the payment from their bank.
 */
export function registerTrialHoldRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, clock, trial, trainers } = context;

  app.post(
    '/api/trial/holds',
    { schema: { body: TrialHoldBody, response: { 201: TrialHold } } },
    async (request, reply) => {
      const fields = cleanTrialRequest(request.body);
      const now = clock.now();
      const [recent] = await sequelize.query<{ n: string }>(
        `SELECT count(*) AS n FROM customer.leads
          WHERE (email = $email OR phone = $phone) AND created_at > $since`,
        {
          type: QueryTypes.SELECT,
          bind: {
            email: fields.email,
            phone: fields.phone,
            since: new Date(now.getTime() - 86_400_000).toISOString(),
          },
        },
      );
      if (Number(recent!.n) >= requestsPerContactPerDay)
        throw new HttpError(429, trialMessages.tooManyRequests);

      const paynow = await trial.payNowCode(fields.name, request.id);
      const [settings, trainerNameOf] = await Promise.all([
        context.settings.get(request.id),
        staffNamesOrUnknown(trainers, [request.body.trainerId], request.log, request.id),
      ]);
      const leadId = randomUUID();
      const expiresAt = new Date(now.getTime() + trialHoldMinutes * 60_000);
      let held = false;
      try {
        await sequelize.transaction(async (transaction) => {
          // An open hold of this email or phone stops a second one (the partial unique indexes
          // decide between two requests at once); it is written before the time is asked for.
          await insertLead(
            sequelize,
            {
              ...fields,
              id: leadId,
              trainerId: request.body.trainerId,
              sessionId: leadId,
              sessionStart: new Date(request.body.start),
              holdExpiresAt: expiresAt,
              paymentReference: paynow.reference,
            },
            now,
            transaction,
          );
          await recordTrialMail(
            sequelize,
            {
              leadId,
              change: 'held',
              visitor: fields,
              trainerName: trainerNameOf(request.body.trainerId),
              startsAt: new Date(request.body.start),
              holdExpiresAt: expiresAt,
              reference: paynow.reference,
              studio: mailStudioOf(settings),
              timeZone: context.timeZone,
            },
            transaction,
          );
          await trial.hold(
            {
              leadId,
              trainerId: request.body.trainerId,
              start: request.body.start,
              expiresAt: expiresAt.toISOString(),
            },
            request.id,
          );
          held = true;
        });
      } catch (error) {
        if (held) await trial.release(leadId, request.id).catch(() => undefined);
        if (error instanceof UniqueConstraintError) throw conflict(trialMessages.openHold);
        throw error;
      }
      context.mailRelay
        .flush()
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'trial mail not queued yet; the mail relay retries it'),
        );
      reply.code(201);
      return {
        _id: leadId,
        expiresAt: expiresAt.toISOString(),
        paynow: { payload: paynow.payload, reference: paynow.reference, amount: trialPriceDollars },
      };
    },
  );

  // Staff saw the $100 in the bank: the hold becomes the scheduled trial session.
  app.post(
    '/api/leads/:id/confirm-payment',
    { schema: { params: LeadIdParams, response: { 200: Lead } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const lead = await findLead(sequelize, request.params.id);
      if (!lead) throw notFound(leadMessages.notFound);
      ensureCanReachLead(caller, lead.trainer_id);
      if (lead.stage !== 'trial booked' || lead.paid_at) {
        if (lead.paid_at) return viewOf(request.params.id, request);
        if (lead.hold_released_at) throw conflict(trialMessages.expired);
        throw conflict(trialMessages.notHeld);
      }
      const confirmed = await trial.confirm(
        lead.id,
        {
          visitor: { name: lead.name, email: lead.email },
          reference: lead.payment_reference ?? '',
        },
        request.id,
      );
      const at = clock.now();
      await updateLead(
        sequelize,
        lead.id,
        { stage: 'paid', paid_at: at, session_id: confirmed.trainingId },
        at,
      );
      return viewOf(lead.id, request);
    },
  );

  async function viewOf(id: string, request: FastifyRequest): Promise<Lead> {
    const row = await findLead(sequelize, id);
    if (!row) throw notFound(leadMessages.notFound);
    const nameOf = await staffNamesOrUnknown(
      trainers,
      row.trainer_id ? [row.trainer_id] : [],
      request.log,
      request.id,
    );
    return leadView(row, nameOf);
  }
}
