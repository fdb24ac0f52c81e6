import type { FastifyInstance } from 'fastify';

/** A named check that resolves when a dependency answers and rejects when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

const checkTimeoutMs = 2000;

function withTimeout(check: ReadinessCheck): Promise<unknown> {
  return Promise.race([
    check(),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), checkTimeoutMs).unref(),
    ),
  ]);
}

export async function healthRoutes(
  app: FastifyInstance,
  { checks }: { checks: Record<string, ReadinessCheck> },
) {
  // Probes for the platform, not part of the API: left out of the OpenAPI document.
  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ check: name, err: error }, 'readiness check failed');
          return [name, 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, status]) => status === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  });
}
