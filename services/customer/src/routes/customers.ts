import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { CustomerPage, CustomerPageQuery } from '@studio/contracts/customer-page';
import {
  CustomerChangesBody,
  CustomerIdParams,
  Customer,
  CustomerList,
  NewCustomerBody,
} from '@studio/contracts/customers';
import type { ServiceApp } from '@studio/service-kit/app';
import { badRequest, HttpError, notFound } from '@studio/service-kit/errors';
import { userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { customerView } from '../customer-view.js';
import { readCustomerPage } from '../lists/customer-page-reader.js';
import { todayIn } from '../domain/business-date.js';
import { assignedTrainer, ensureCanReach } from '../domain/customer-access.js';
import {
  cleanCustomerChanges,
  cleanNewCustomer,
  requestedTrainerId,
  type CustomerFields,
} from '../domain/customer-fields.js';
import { maskIc } from '../domain/ic-cipher.js';
import { CustomerRecord } from '../models/customer.js';
import { auditActorOf, recordAudit } from '../store/audit.js';
import { createCustomerRecord } from '../store/new-customer.js';
import {
  customerListChunk,
  findCustomerWithIc,
  listCustomers,
  type CustomerRow,
} from '../store/customer-list.js';
import { staffNamesOrUnknown, staffNamesPerChunk } from '@studio/service-kit/staff-directory';
import { sendStreamedList } from '@studio/service-kit/streamed-list';

type Caller = ReturnType<typeof userOf>;

export function registerCustomerRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, cipher, trainers, timeZone } = context;

  async function viewsOf(
    request: FastifyRequest,
    caller: Caller,
    filter: { trainerId?: string; ids?: string[] },
  ) {
    return viewsOfRows(request, caller, await listCustomers(sequelize, filter));
  }

  async function viewsOfRows(request: FastifyRequest, caller: Caller, rows: CustomerRow[]) {
    const nameOf =
      caller.role === 'trainer'
        ? () => caller.name
        : await staffNamesOrUnknown(
            trainers,
            rows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])),
            request.log,
            request.id,
          );
    return rows.map((row) => customerView(row, nameOf));
  }

  async function viewOf(request: FastifyRequest, caller: Caller, id: string) {
    const [view] = await viewsOf(request, caller, { ids: [id] });
    if (!view) throw notFound('Customer not found.');
    return view;
  }

  /** An admin may only give a customer to a person who exists in the auth service. */
  async function ensureStaffMemberExists(trainerId: string, requestId: string): Promise<void> {
    let found;
    try {
      found = await trainers.find([trainerId], requestId);
    } catch {
      throw new HttpError(503, 'Trainers cannot be checked right now; please try again shortly.');
    }
    if (!found.has(trainerId)) throw badRequest('The chosen trainer does not exist.');
  }

  // Without parameters: the spec's whole list. With any paging parameter: one page of it.
  app.get(
    '/api/customers',
    {
      schema: {
        querystring: CustomerPageQuery,
        response: { 200: Type.Union([CustomerList, CustomerPage]) },
      },
    },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      if (Object.keys(request.query).length > 0)
        return readCustomerPage(context, request, caller, request.query, { portalAccess: true });
      const namesFor = staffNamesPerChunk(trainers, request.log, request.id);
      return sendStreamedList(reply, Customer, {
        readChunk: customerListChunk(
          sequelize,
          caller.role === 'trainer' ? caller.userId : undefined,
        ),
        itemsOf: async (rows) => {
          const nameOf =
            caller.role === 'trainer'
              ? () => caller.name
              : await namesFor(rows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])));
          return rows.map((row) => customerView(row, nameOf));
        },
      });
    },
  );

  // The full IC number, for the edit form only; every read is audited.
  app.get(
    '/api/customers/:id',
    { schema: { params: CustomerIdParams, response: { 200: Customer } } },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const row = await findCustomerWithIc(sequelize, request.params.id);
      if (!row) throw notFound('Customer not found.');
      ensureCanReach(caller, row.trainer_id);
      const [view] = await viewsOfRows(request, caller, [row]);
      await recordAudit(auditActorOf(request), 'customer.view-ic', row.id, {});
      return { ...view!, ic: cipher.decrypt(row.ic_encrypted, row.id) };
    },
  );

  app.post(
    '/api/customers',
    { schema: { body: NewCustomerBody, response: { 201: Customer } } },
    async (request, reply) => {
      const caller = userOf(request, 'admin', 'trainer');
      const fields = cleanNewCustomer(request.body, todayIn(timeZone));
      const trainerId = assignedTrainer(caller, request.body.trainerID, { creating: true });
      if (!trainerId) throw badRequest('Choose a trainer for the customer.');
      if (caller.role === 'admin') await ensureStaffMemberExists(trainerId, request.id);

      const id = await sequelize.transaction((transaction) =>
        createCustomerRecord(
          { fields, trainerId, cipher, actor: auditActorOf(request) },
          transaction,
        ),
      );
      reply.code(201);
      return viewOf(request, caller, id);
    },
  );

  app.put(
    '/api/customers/:id',
    {
      schema: { params: CustomerIdParams, body: CustomerChangesBody, response: { 200: Customer } },
    },
    async (request) => {
      const caller = userOf(request, 'admin', 'trainer');
      const { id } = request.params;
      const existing = await CustomerRecord.findByPk(id);
      if (!existing) throw notFound('Customer not found.');
      ensureCanReach(caller, existing.trainerId);
      const changes = cleanCustomerChanges(request.body, {
        today: todayIn(timeZone),
        currentIcMask: existing.icMasked,
      });
      const newTrainerId = assignedTrainer(
        caller,
        requestedTrainerId(request.body.trainerID, existing.trainerId),
        { creating: false },
      );
      if (newTrainerId !== undefined && newTrainerId !== existing.trainerId)
        await ensureStaffMemberExists(newTrainerId, request.id);

      await sequelize.transaction(async (transaction) => {
        const record = await CustomerRecord.findByPk(id, {
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (!record) throw notFound('Customer not found.');
        ensureCanReach(caller, record.trainerId);
        const changed = changedFields(
          record,
          cipher.decrypt(record.icEncrypted, id),
          changes,
          newTrainerId,
        );
        if (Object.keys(changed).length === 0) return;
        const { ic, ...visibleChanges } = changes;
        await record.update(
          {
            ...visibleChanges,
            ...(ic !== undefined
              ? { icEncrypted: cipher.encrypt(ic, id), icMasked: maskIc(ic) }
              : {}),
            ...(newTrainerId !== undefined ? { trainerId: newTrainerId } : {}),
            updatedAt: new Date(),
          },
          { transaction },
        );
        await recordAudit(auditActorOf(request), 'customer.update', id, { changed }, transaction);
      });
      return viewOf(request, caller, id);
    },
  );
}

/** The audit record of an edit: each changed field's old and new value, except the IC number itself. */
function changedFields(
  record: CustomerRecord,
  currentIc: string,
  changes: Partial<CustomerFields>,
  newTrainerId: string | undefined,
) {
  const changed: Record<string, unknown> = {};
  for (const field of ['name', 'email', 'phone', 'dateOfBirth', 'sex'] as const) {
    const to = changes[field];
    if (to !== undefined && to !== record[field]) changed[field] = { from: record[field], to };
  }
  if (changes.ic !== undefined && changes.ic !== currentIc) changed.ic = 'changed';
  if (newTrainerId !== undefined && newTrainerId !== record.trainerId)
    changed.trainerId = { from: record.trainerId, to: newTrainerId };
  return changed;
}
