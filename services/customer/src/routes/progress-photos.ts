import multipart from '@fastify/multipart';
import { CustomerIdParams } from '@studio/contracts/customers';
import {
  maxPhotoUploadBytes,
  PhotoParams,
  PhotoUploadForm,
  ProgressPhoto,
  ProgressPhotoList,
} from '@studio/contracts/progress-photos';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound, unauthorized } from '@studio/service-kit/errors';
import { customerOf } from '@studio/service-kit/identity';
import { strictValidatorCompiler } from '@studio/service-kit/validator';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import type { CustomerContext } from '../context.js';
import { todayIn } from '../domain/business-date.js';
import { canSeeProgress, staffReachingCustomer } from '../domain/progress-access.js';
import { progressDate } from '../domain/progress-date.js';
import { storedPhotoImages } from '../progress/photo-images.js';
import { readPhotoUpload } from '../progress/photo-upload.js';
import { auditActorOf } from '../store/audit.js';
import { trainerOfCustomer } from '../store/customer-trainer.js';
import {
  photoBytes,
  progressPhotosOf,
  storeProgressPhoto,
  type PhotoSize,
} from '../store/progress-photos.js';

/**
 * The form is read by the handler (readPhotoUpload, with the same schema's fields), so Fastify
 * leaves the multipart body alone; the body schema is there for the OpenAPI document.
 */
const uploadValidator: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => true : strictValidatorCompiler(route);

const uploadSchema = {
  consumes: ['multipart/form-data'],
  body: PhotoUploadForm,
  response: { 201: ProgressPhoto },
};

const imageTypes: Record<PhotoSize, string> = { image: 'image/jpeg', thumb: 'image/webp' };

/**
 * Progress photos (issue 30): uploads from staff (their customers) and customers (their own), the
 * lists, and the images themselves, served only to the customer, their trainer and admins and
 * never stored by a cache.
 */
export function registerProgressPhotoRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, clock, timeZone, photoSlots } = context;

  async function upload(request: FastifyRequest, customerId: string) {
    const { file, fields } = await readPhotoUpload(request);
    const date = progressDate(fields.date, todayIn(timeZone, clock.now()));
    const images = await photoSlots.run(() => storedPhotoImages(file));
    return storeProgressPhoto(
      sequelize,
      { customerId, date, pose: fields.pose },
      images,
      auditActorOf(request),
      clock.now(),
    );
  }

  void app.register(async (scope: ServiceApp) => {
    await scope.register(multipart, { limits: { fileSize: maxPhotoUploadBytes } });

    scope.post(
      '/api/customers/:id/photos',
      {
        validatorCompiler: uploadValidator,
        schema: { params: CustomerIdParams, ...uploadSchema },
      },
      async (request, reply) => {
        staffReachingCustomer(request, await trainerOfCustomer(sequelize, request.params.id));
        return reply.code(201).send(await upload(request, request.params.id));
      },
    );

    scope.post(
      '/api/me/photos',
      { validatorCompiler: uploadValidator, schema: uploadSchema },
      async (request, reply) => {
        const { customerId } = customerOf(request);
        return reply.code(201).send(await upload(request, customerId));
      },
    );
  });

  app.get(
    '/api/customers/:id/photos',
    { schema: { params: CustomerIdParams, response: { 200: ProgressPhotoList } } },
    async (request) => {
      staffReachingCustomer(request, await trainerOfCustomer(sequelize, request.params.id));
      return { items: await progressPhotosOf(sequelize, request.params.id) };
    },
  );

  app.get(
    '/api/me/photos',
    { schema: { response: { 200: ProgressPhotoList } } },
    async (request) => ({
      items: await progressPhotosOf(sequelize, customerOf(request).customerId),
    }),
  );

  for (const [suffix, size] of [
    ['', 'image'],
    ['/thumb', 'thumb'],
  ] as const) {
    app.get(
      `/api/photos/:photoId${suffix}`,
      { schema: { params: PhotoParams } },
      async (request, reply) => {
        if (!request.identity) throw unauthorized();
        const photo = await photoBytes(sequelize, request.params.photoId, size);
        if (!photo || !canSeeProgress(request, photo)) throw notFound('Photo not found.');
        return reply
          .header('Cache-Control', 'private, no-store')
          .type(imageTypes[size])
          .send(photo.bytes);
      },
    );
  }
}
