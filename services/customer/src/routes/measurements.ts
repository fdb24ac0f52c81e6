import { CustomerIdParams } from '@studio/contracts/customers';
import {
  Measurement,
  MeasurementBody,
  MeasurementList,
  MeasurementParams,
  MyMeasurementBody,
} from '@studio/contracts/measurements';
import type { ServiceApp } from '@studio/service-kit/app';
import { customerOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { todayIn } from '../domain/business-date.js';
import { measurementTrends } from '../domain/measurement-trends.js';
import { measurementValuesOf } from '../domain/measurement-values.js';
import { progressDate } from '../domain/progress-date.js';
import { staffReachingCustomer } from '../domain/progress-access.js';
import { auditActorOf } from '../store/audit.js';
import { trainerOfCustomer } from '../store/customer-trainer.js';
import { correctMeasurement, measurementsOf, recordMeasurement } from '../store/measurements.js';

/**
 * Measurements (issue 30): staff record and correct them for their customers; a customer reads
 * theirs and records their own weight. A correction is a new version (see store/measurements.ts).
 */
export function registerMeasurementRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, clock, timeZone } = context;
  const today = () => todayIn(timeZone, clock.now());
  const listOf = async (customerId: string) => {
    const items = await measurementsOf(sequelize, customerId);
    return { items, trends: measurementTrends(items, today()) };
  };
  const staffCustomer = async (request: Parameters<typeof staffReachingCustomer>[0], id: string) =>
    staffReachingCustomer(request, await trainerOfCustomer(sequelize, id));

  app.get(
    '/api/customers/:id/measurements',
    { schema: { params: CustomerIdParams, response: { 200: MeasurementList } } },
    async (request) => {
      await staffCustomer(request, request.params.id);
      return listOf(request.params.id);
    },
  );

  app.post(
    '/api/customers/:id/measurements',
    {
      schema: { params: CustomerIdParams, body: MeasurementBody, response: { 201: Measurement } },
    },
    async (request, reply) => {
      await staffCustomer(request, request.params.id);
      const date = progressDate(request.body.date, today());
      const values = measurementValuesOf(request.body);
      const measurement = await recordMeasurement(
        sequelize,
        request.params.id,
        date,
        values,
        auditActorOf(request),
        clock.now(),
      );
      return reply.code(201).send(measurement);
    },
  );

  app.put(
    '/api/customers/:id/measurements/:mid',
    {
      schema: { params: MeasurementParams, body: MeasurementBody, response: { 200: Measurement } },
    },
    async (request) => {
      await staffCustomer(request, request.params.id);
      const date = progressDate(request.body.date, today());
      const values = measurementValuesOf(request.body);
      return correctMeasurement(
        sequelize,
        request.params.id,
        request.params.mid,
        date,
        values,
        auditActorOf(request),
        clock.now(),
      );
    },
  );

  app.get(
    '/api/me/measurements',
    { schema: { response: { 200: MeasurementList } } },
    async (request) => listOf(customerOf(request).customerId),
  );

  app.post(
    '/api/me/measurements',
    { schema: { body: MyMeasurementBody, response: { 201: Measurement } } },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const date = progressDate(request.body.date, today());
      const values = measurementValuesOf(request.body);
      const measurement = await recordMeasurement(
        sequelize,
        customerId,
        date,
        values,
        auditActorOf(request),
        clock.now(),
      );
      return reply.code(201).send(measurement);
    },
  );
}
