import swagger from '@fastify/swagger';
import { ErrorResponse } from '@studio/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { identityHeader } from './identity.js';

/** The document's `info`: the service package's name and version. */
export interface ApiInfo {
  title: string;
  version: string;
}

const identitySchemeName = 'studioIdentity';

// `x-response-description` describes the answer rather than its body schema.
const errorAnswer = {
  ...ErrorResponse,
  'x-response-description': 'A 4xx or 5xx answer: a sentence the caller can show or act on.',
};

/**
 * Collects every route registered after it into an OpenAPI 3.1 document, read with
 * `app.swagger()` once the app is ready. Routes are tagged `internal` (service to service) or
 * `public` (the spec's `/api` routes, forwarded by the BFF), and each documents the `{ error }`
 * answer of its failures. Routes whose schema says `hide` are left out.
 */
export async function registerOpenApi(app: FastifyInstance, info: ApiInfo): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info,
      components: {
        securitySchemes: {
          [identitySchemeName]: {
            type: 'apiKey',
            in: 'header',
            name: identityHeader,
            description:
              'Signed token naming the caller: a person (set by the BFF from the session) or a service. ' +
              'Routes that need a caller answer 401 without it and 403 for a caller they do not serve.',
          },
        },
      },
      // Every route reads the identity when it is sent; routes such as the password reset need none.
      security: [{ [identitySchemeName]: [] }, {}],
    },
    transform: ({ schema, url }) => ({
      schema: {
        ...schema,
        tags: [url.startsWith('/internal/') ? 'internal' : 'public'],
        // The app's error handler answers every failure in this shape (see createServiceApp).
        response: { ...(schema?.response as object | undefined), default: errorAnswer },
      },
      url,
    }),
  });
}
