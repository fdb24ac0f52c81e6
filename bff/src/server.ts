import { Redis } from 'ioredis';
import { ConfigError } from '@studio/service-kit/config';
import { createFrontServer } from '@studio/service-kit/front-server';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { createLogger } from './logger.js';

const drainTimeoutMs = 10_000;

function readConfigOrExit() {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfigOrExit();
const logger = createLogger(config.logLevel);
// Fail a request quickly when Redis is down rather than queueing it for ever.
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
redis.on('error', (error) => logger.warn({ err: error }, 'Redis connection problem'));

const { app, close } = buildApp({ config, redis, logger });
const server = createFrontServer(app);
server.once('error', (error) => {
  logger.fatal({ err: error }, 'BFF could not listen');
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  logger.info({ address: server.address() }, 'BFF listening');
});

/** Stop accepting, let requests in flight finish, then release Redis and the upstream pools. */
function shutdown(signal: string) {
  logger.info({ signal }, 'BFF shutting down');
  // Kept-alive connections become idle once their request is answered; close them as they do.
  const idleSweeper = setInterval(() => server.closeIdleConnections(), 100);
  const forceTimer = setTimeout(() => {
    logger.warn('requests still open after the drain period; closing them');
    server.closeAllConnections();
  }, drainTimeoutMs);
  forceTimer.unref();
  server.close(async () => {
    clearInterval(idleSweeper);
    close();
    await redis.quit().catch(() => redis.disconnect());
    logger.info('BFF stopped');
    process.exit(0);
  });
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
