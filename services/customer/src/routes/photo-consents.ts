import {
  ConsentedPair,
  ConsentedPairList,
  PhotoConsent,
  PhotoConsentBody,
  PhotoConsentList,
  PhotoConsentParams,
  PublicationBody,
} from '@studio/contracts/published-results';
import type { ServiceApp } from '@studio/service-kit/app';
import { customerOf, userOf } from '@studio/service-kit/identity';
import type { CustomerContext } from '../context.js';
import { resultImages } from '../progress/result-images.js';
import { auditActorOf } from '../store/audit.js';
import {
  consentsInForce,
  grantPhotoConsent,
  pairToPublish,
  photoConsentsOf,
  publishResult,
  unpublishResult,
  withdrawPhotoConsent,
} from '../store/photo-consents.js';

/**
 * Consents to show a pair of photos (the customer gives and withdraws them) and their publication
 * on the home page's results gallery (admins only).
 */
export function registerPhotoConsentRoutes(app: ServiceApp, context: CustomerContext): void {
  const { sequelize, clock, photoSlots } = context;

  app.get(
    '/api/me/photo-consents',
    { schema: { response: { 200: PhotoConsentList } } },
    async (request) => ({
      items: await photoConsentsOf(sequelize, customerOf(request).customerId),
    }),
  );

  app.post(
    '/api/me/photo-consents',
    { schema: { body: PhotoConsentBody, response: { 201: PhotoConsent } } },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const consent = await grantPhotoConsent(
        sequelize,
        customerId,
        request.body,
        auditActorOf(request),
        clock.now(),
      );
      return reply.code(201).send(consent);
    },
  );

  app.delete(
    '/api/me/photo-consents/:consentId',
    { schema: { params: PhotoConsentParams, response: { 200: PhotoConsent } } },
    async (request) =>
      withdrawPhotoConsent(
        sequelize,
        customerOf(request).customerId,
        request.params.consentId,
        auditActorOf(request),
        clock.now(),
      ),
  );

  app.get(
    '/api/photo-consents',
    { schema: { response: { 200: ConsentedPairList } } },
    async (request) => {
      userOf(request, 'admin');
      return { items: await consentsInForce(sequelize) };
    },
  );

  app.put(
    '/api/photo-consents/:consentId/publication',
    {
      schema: {
        params: PhotoConsentParams,
        body: PublicationBody,
        response: { 200: ConsentedPair },
      },
    },
    async (request) => {
      userOf(request, 'admin');
      const { before, after } = await pairToPublish(sequelize, request.params.consentId);
      const images = await photoSlots.run(() => resultImages(before, after));
      return publishResult(
        sequelize,
        request.params.consentId,
        request.body.caption.trim(),
        images,
        auditActorOf(request),
        clock.now(),
      );
    },
  );

  app.delete(
    '/api/photo-consents/:consentId/publication',
    { schema: { params: PhotoConsentParams, response: { 200: ConsentedPair } } },
    async (request) => {
      userOf(request, 'admin');
      return unpublishResult(sequelize, request.params.consentId, auditActorOf(request));
    },
  );
}
