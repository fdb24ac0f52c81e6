import type { FastifyInstance } from 'fastify';

const shutdownTimeoutMs = 10_000;

/**
 * Listens, then on SIGTERM/SIGINT stops accepting connections, lets requests in flight finish,
 * runs the app's onClose hooks (database, Redis, `beforeExit` below) and exits.
 */
export async function startServer(
  app: FastifyInstance,
  { port, host, beforeExit }: { port: number; host: string; beforeExit?: () => Promise<void> },
): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      await app.close();
      await beforeExit?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port, host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    process.exit(1);
  }
}
