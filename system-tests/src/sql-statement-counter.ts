import { AsyncLocalStorage } from 'node:async_hooks';
import { Sequelize } from 'sequelize';
import type { ServiceApp } from '@studio/service-kit/app';

/**
 * Counts the SQL statements each request makes, per service, in services built in this process.
 * Install it before the services are built: a Sequelize `afterInit` hook adds a `beforeQuery` hook
 * to every instance, and `track(app)` remembers which request (by `X-Request-Id`, which the BFF
 * keeps and services pass on to each other) each statement ran for.
 */
export class SqlStatementCounter {
  private readonly currentRequest = new AsyncLocalStorage<string>();
  private readonly counts = new Map<string, Map<string, number>>();

  install(): void {
    const { currentRequest, counts } = this;
    Sequelize.addHook('afterInit', (sequelize: Sequelize) => {
      // Sequelize keeps its constructor options at run time but leaves them out of its types.
      const { options } = sequelize as unknown as { options: { define?: { schema?: string } } };
      const schema = options.define?.schema ?? 'unknown';
      sequelize.addHook('beforeQuery', () => {
        const requestId = currentRequest.getStore();
        if (requestId === undefined) return;
        const perSchema = counts.get(requestId) ?? new Map<string, number>();
        perSchema.set(schema, (perSchema.get(schema) ?? 0) + 1);
        counts.set(requestId, perSchema);
      });
    });
  }

  /** Makes the handlers of `app` run inside their request's context. Call before `app.ready()`. */
  track(app: ServiceApp): void {
    app.addHook('onRequest', (request, _reply, done) => {
      this.currentRequest.run(String(request.id), done);
    });
  }

  /** Statements per service schema for one request id (empty when it made none). */
  countsFor(requestId: string): Record<string, number> {
    return Object.fromEntries(this.counts.get(requestId) ?? []);
  }
}
