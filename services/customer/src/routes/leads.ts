import type { FastifyRequest } from 'fastify';
import {
  ConvertedLead,
  ConvertLeadBody,
  Lead,
  LeadIdParams,
  leadMessages,
  LeadNoteBody,
  LeadPage,
  LeadPageQuery,
  LostLeadBody,
} from '@studio/contracts/leads';
import { pageSizeOf } from '@studio/contracts/list-page';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, conflict, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import { decodeCursor, splitKeysetPage } from '@studio/service-kit/list-cursor';
import { staffNamesOrUnknown } from '@studio/service-kit/staff-directory';
import type { CustomerContext } from '../context.js';
import { customerView } from '../customer-view.js';
import { todayIn } from '../domain/business-date.js';
import {
  cleanDateOfBirth,
  cleanIc,
  cleanName,
  cleanSex,
  type CustomerFields,
} from '../domain/customer-fields.js';
import { ensureCanReachLead } from '../domain/lead-access.js';
import { leadView } from '../lead-view.js';
import { auditActorOf } from '../store/audit.js';
import { listCustomers } from '../store/customer-list.js';
import { addLeadNote, findLead, leadPage, updateLead, type LeadRow } from '../store/leads.js';
import { createCustomerRecord } from '../store/new-customer.js';

/** Staff follow leads: admins every lead, a trainer the leads whose trial is with them. */
export function registerLeadRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, trainers, clock, cipher, timeZone } = context;

  async function viewsOf(request: FastifyRequest, rows: LeadRow[]): Promise<Lead[]> {
    const nameOf = await staffNamesOrUnknown(
      trainers,
      rows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])),
      request.log,
      request.id,
    );
    return rows.map((row) => leadView(row, nameOf));
  }

  async function reachableLead(request: FastifyRequest, id: string): Promise<LeadRow> {
    const caller = userOf(request, 'admin', 'trainer');
    const row = await findLead(sequelize, id);
    if (!row) throw notFound(leadMessages.notFound);
    ensureCanReachLead(caller, row.trainer_id);
    return row;
  }

  async function currentView(request: FastifyRequest, id: string): Promise<Lead> {
    const row = await findLead(sequelize, id);
    if (!row) throw notFound(leadMessages.notFound);
    const [view] = await viewsOf(request, [row]);
    return view!;
  }

  app.get(
    '/api/leads',
    { schema: { querystring: LeadPageQuery, response: { 200: LeadPage } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const { stage, cursor } = request.query;
      const q = request.query.q?.trim() ?? '';
      const limit = pageSizeOf(request.query);
      const list = { sort: `created:${stage ?? ''}`, order: 'desc' as const, q };
      const after = cursor
        ? decodeCursor(cursor, { ...list, valueType: 'timestamptz' })
        : undefined;
      const rows = await leadPage(sequelize, {
        trainerId: caller.role === 'trainer' ? caller.userId : undefined,
        stage,
        q: q || undefined,
        after: after ? { value: after.value ?? '', id: after.id } : undefined,
        limit,
      });
      const { pageRows, nextCursor } = splitKeysetPage(rows, limit, list);
      return { items: await viewsOf(request, pageRows), nextCursor };
    },
  );

  app.get(
    '/api/leads/:id',
    { schema: { params: LeadIdParams, response: { 200: Lead } } },
    async (request) => {
      const [view] = await viewsOf(request, [await reachableLead(request, request.params.id)]);
      return view!;
    },
  );

  app.patch(
    '/api/leads/:id',
    { schema: { params: LeadIdParams, body: LeadNoteBody, response: { 200: Lead } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const lead = await reachableLead(request, request.params.id);
      const text = request.body.note.trim();
      if (!text) throw badRequest('note must not be empty.');
      await addLeadNote(sequelize, {
        leadId: lead.id,
        authorId: caller.userId,
        authorName: caller.name,
        text,
        at: clock.now(),
      });
      return currentView(request, lead.id);
    },
  );

  app.post(
    '/api/leads/:id/lost',
    { schema: { params: LeadIdParams, body: LostLeadBody, response: { 200: Lead } } },
    async (request) => {
      const lead = await reachableLead(request, request.params.id);
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('reason must say why the lead was lost.');
      await sequelize.transaction(async (transaction) => {
        const current = await findLead(sequelize, lead.id, transaction);
        if (current?.stage === 'converted') throw conflict(leadMessages.alreadyConverted);
        if (current?.stage === 'lost') throw conflict(leadMessages.alreadyLost);
        const at = clock.now();
        await updateLead(
          sequelize,
          lead.id,
          { stage: 'lost', lost_reason: reason, lost_at: at, hold_released_at: at },
          at,
          transaction,
        );
      });
      return currentView(request, lead.id);
    },
  );

  // One action: the customer gets the lead's name, email and phone (never retyped) and the trial
  // trainer; the lead is marked converted in the same transaction.
  app.post(
    '/api/leads/:id/convert',
    { schema: { params: LeadIdParams, body: ConvertLeadBody, response: { 200: ConvertedLead } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const lead = await reachableLead(request, request.params.id);
      const trainerId = lead.trainer_id ?? (caller.role === 'trainer' ? caller.userId : null);
      if (!trainerId)
        throw badRequest('This lead has no trial trainer yet: book the trial before converting.');
      const fields: CustomerFields = {
        name: cleanName(lead.name),
        email: lead.email,
        phone: lead.phone,
        dateOfBirth: cleanDateOfBirth(request.body.dateOfBirth, todayIn(timeZone)),
        ic: cleanIc(request.body.ic),
        sex: cleanSex(request.body.sex),
      };
      const customerId = await sequelize.transaction(async (transaction) => {
        const current = await findLead(sequelize, lead.id, transaction);
        if (current?.customer_id) throw conflict(leadMessages.alreadyConverted);
        if (current?.stage === 'lost') throw conflict(leadMessages.lost);
        const id = await createCustomerRecord(
          { id: lead.id, fields, trainerId, cipher, actor: auditActorOf(request) },
          transaction,
        );
        const at = clock.now();
        await updateLead(
          sequelize,
          lead.id,
          { stage: 'converted', customer_id: id, converted_at: at },
          at,
          transaction,
        );
        return id;
      });
      const [customerRow] = await listCustomers(sequelize, { ids: [customerId] });
      const nameOf = await staffNamesOrUnknown(trainers, [trainerId], request.log, request.id);
      return {
        lead: await currentView(request, lead.id),
        customer: customerView(customerRow!, nameOf),
      };
    },
  );
}
