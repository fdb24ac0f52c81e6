import { PublishedImageParams, PublishedResultList } from '@studio/contracts/published-results';
import { publishedResultsMaxAgeSeconds } from '@studio/contracts/published-results-gallery';
import type { ServiceApp } from '@studio/service-kit/app';
import { notFound } from '@studio/service-kit/errors';
import Type from 'typebox';
import type { CustomerContext } from '../context.js';
import { galleryFragment } from '../progress/gallery-fragment.js';
import { publishedImage, publishedResults } from '../store/published-results.js';

/**
 * The home page's published results, public (no identity), cached briefly: a pair unpublished or
 * withdrawn leaves every cache within `publishedResultsMaxAgeSeconds`.
 */
const publicCache = `public, max-age=${publishedResultsMaxAgeSeconds}`;

export function registerPublishedResultRoutes(
  app: ServiceApp,
  { sequelize }: CustomerContext,
): void {
  app.get(
    '/api/published-results',
    { schema: { response: { 200: PublishedResultList } } },
    async (_request, reply) => {
      reply.header('Cache-Control', publicCache);
      return { items: await publishedResults(sequelize) };
    },
  );

  app.get(
    '/api/published-results/gallery',
    {
      schema: {
        description:
          "The published pairs as the home page's gallery items (HTML), for the page's server-side include.",
        produces: ['text/html'],
        response: { 200: Type.String() },
      },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', publicCache)
        .type('text/html; charset=utf-8')
        .send(galleryFragment(await publishedResults(sequelize))),
  );

  app.get(
    '/api/published-results/:resultId/:width',
    { schema: { params: PublishedImageParams } },
    async (request, reply) => {
      const width = request.params.width === '400.webp' ? 400 : 800;
      const bytes = await publishedImage(sequelize, request.params.resultId, width);
      if (!bytes) throw notFound('This picture is not published.');
      return reply.header('Cache-Control', publicCache).type('image/webp').send(bytes);
    },
  );
}
