import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BffConfig } from './config.js';
import { addressLength } from './http/address-length.js';
import { errorHandler } from './http/error-handler.js';
import { createMetrics } from './http/metrics.js';
import { notFound } from './http/not-found.js';
import { requestLogging } from './http/request-logging.js';
import { forwardToServices } from './proxy/forward.js';
import { createIdentityTokens } from './proxy/identity-tokens.js';
import { closeUpstreams, createUpstreams } from './proxy/upstreams.js';
import { createAuthClient } from './routes/auth-client.js';
import { businessTimeRoute } from './routes/business-time.js';
import { dataExportRoutes } from './routes/data-export.js';
import { healthRoutes } from './routes/health.js';
import { loginRoute } from './routes/login.js';
import { loginSecondStepRoutes } from './routes/login-second-step.js';
import { noticeThrottledAccount } from './routes/throttled-account-notice.js';
import { logoutRoute } from './routes/logout.js';
import { registerRoute } from './routes/register.js';
import { welcomeRoute } from './routes/welcome.js';
import { csrfProtection } from './security/csrf.js';
import { RateLimits } from './security/rate-limits.js';
import { SignInAttempts } from './security/sign-in-attempts.js';
import { securityHeaders } from './security/security-headers.js';
import { loadSession } from './session/current-session.js';
import { SessionStore } from './session/session-store.js';
import { TrackedSessionCache } from './session/tracked-session-cache.js';

export interface AppDependencies {
  config: BffConfig;
  redis: Redis;
  logger: Logger;
}

export interface BffApp {
  app: Express;
  /**
   * Releases the pooled upstream connections and the session cache's two Redis connections;
   * call after the HTTP server has closed.
   */
  close(): void;
}

/** API answers carry sessions and personal data: no cache keeps them. */
function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

export function buildApp({ config, redis, logger }: AppDependencies): BffApp {
  const upstreams = createUpstreams(config.upstreams);
  const sessionCache = new TrackedSessionCache(redis, logger);
  const sessions = new SessionStore(redis, config.redisPrefix, { cache: sessionCache });
  const rateLimits = new RateLimits(redis, config.redisPrefix);
  const auth = createAuthClient(upstreams.auth, config.upstreamTimeoutMs);
  const signInAttempts = new SignInAttempts(
    redis,
    config.redisPrefix,
    config.production,
    rateLimits,
    (email) => noticeThrottledAccount(auth, email, logger),
  );
  const metrics = createMetrics();
  const identityTokens = createIdentityTokens(config.internalTokenSecret);
  const accountDependencies = {
    auth,
    sessions,
    rateLimits,
    signInAttempts,
    identityTokens,
    production: config.production,
    logger,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogging(logger));
  app.use(addressLength);
  app.use(metrics.measure);
  app.use(securityHeaders(config.production));
  app.use(healthRoutes(redis, logger));
  app.use(metrics.router);

  app.use(
    '/api',
    noStore,
    csrfProtection(config.publicOrigin),
    loadSession(sessions, config.production),
  );
  app.use(businessTimeRoute(config.businessTimeZone));
  app.use(loginRoute(accountDependencies));
  app.use(loginSecondStepRoutes(accountDependencies));
  app.use(registerRoute(accountDependencies));
  app.use(logoutRoute(accountDependencies));
  app.use(welcomeRoute(accountDependencies));
  app.use(
    dataExportRoutes({
      upstreams,
      identityTokens,
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      redis,
      redisPrefix: config.redisPrefix,
      rateLimits,
    }),
  );
  app.use(
    forwardToServices({
      upstreams,
      sessions,
      rateLimits,
      identityTokens,
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      logger,
    }),
  );

  app.use(notFound);
  app.use(errorHandler(logger));

  return {
    app,
    close: () => {
      closeUpstreams(upstreams);
      sessionCache.close();
    },
  };
}
