import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Sequelize } from 'sequelize';
import type { LogLevel } from './config.js';
import { healthRoutes, type ReadinessCheck } from './health.js';
import { identityPlugin } from './identity.js';
import { loggerOptions } from './logger.js';
import { metricsPlugin, type RegisterMetrics } from './metrics.js';
import { registerOpenApi, type ApiInfo } from './openapi.js';
import { requestIdHeader, requestIdOf } from './request-id.js';
import { validationMessage } from './validation-message.js';
import { wellFormedJsonParser } from './well-formed-json.js';
import { strictValidatorCompiler } from './validator.js';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface ServiceAppOptions {
  serviceName: string;
  /** Omit only in deployables with no identity routes (the mailer's health listener): then nobody is signed in. */
  internalTokenSecret?: string;
  logLevel: LogLevel;
  /** The app owns these: `/readyz` pings them and `app.close()` closes them. */
  sequelize?: Sequelize;
  redis?: Redis;
  /** More readiness checks by name, besides the database and Redis. */
  checks?: Record<string, ReadinessCheck>;
  /** More metrics on `/metrics` besides the process and request ones. */
  registerMetrics?: RegisterMetrics;
  /** Tests pass a stream to read the log lines. */
  logStream?: DestinationStream;
  /** Rewrites URLs before logging them, for paths that carry secrets. */
  maskUrl?: (url: string) => string;
  bodyLimitBytes?: number;
  /** Collects the routes into an OpenAPI document (`app.swagger()`); only the document builder asks. */
  openApi?: ApiInfo;
}

// Fastify's own wording for these is technical; callers get a sentence they can act on.
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length.',
};

// Path parameters carry tokens of up to 200 characters (password reset links); Fastify's default
// of 100 would turn a valid link into a 414 before its route could say anything.
const maxParamLength = 300;

// Errors Fastify raises before it has matched a route, so neither hooks nor the error handler run.
const frameworkErrorAnswers: Record<string, { status: number; error: string }> = {
  FST_ERR_BAD_URL: { status: 400, error: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'The address is too long.' },
};

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = frameworkErrorAnswers[error.code];
  if (!answer) request.log.error({ err: error }, 'request failed');
  reply.header(requestIdHeader, request.id);
  return reply
    .code(answer?.status ?? 500)
    .send({ error: answer?.error ?? 'Internal server error' });
}

/**
 * A Fastify app with everything a studio service shares: logging with redaction and request ids,
 * strict TypeBox validation, `{ error }` answers, the caller's identity, health and metrics.
 * Register the service's routes on it.
 */
export async function createServiceApp(options: ServiceAppOptions): Promise<ServiceApp> {
  const app = Fastify({
    logger: loggerOptions({
      name: options.serviceName,
      level: options.logLevel,
      stream: options.logStream,
      maskUrl: options.maskUrl,
    }),
    genReqId: requestIdOf,
    bodyLimit: options.bodyLimitBytes ?? 100 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(strictValidatorCompiler);
  // Bodies are JSON only: without Fastify's text parser, any other type is a 415 in the `{ error }` shape.
  app.removeContentTypeParser('text/plain');
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    wellFormedJsonParser(jsonParser),
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply
        .code(400)
        .send({ error: validationMessage(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && error.name !== 'HttpError') {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: friendlyMessages[error.code] ?? error.message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));

  if (options.openApi) await registerOpenApi(app, options.openApi);

  if (options.internalTokenSecret) {
    await app.register(identityPlugin, { secret: options.internalTokenSecret });
  } else {
    app.decorateRequest('identity', null);
  }
  await app.register(metricsPlugin, {
    serviceName: options.serviceName,
    register: options.registerMetrics,
  });

  const { sequelize, redis } = options;
  const checks: Record<string, ReadinessCheck> = { ...options.checks };
  if (sequelize) checks.database = () => sequelize.authenticate({ logging: false });
  if (redis) checks.redis = () => redis.ping();
  await app.register(healthRoutes, { checks });

  app.addHook('onClose', async () => {
    await Promise.all([
      sequelize?.close(),
      redis ? redis.quit().catch(() => redis.disconnect()) : undefined,
    ]);
  });

  return app;
}
