import { AsyncLocalStorage } from 'node:async_hooks';
import { Sequelize } from 'sequelize';
import type { ServiceApp } from '@studio/service-kit/app';

export interface RecordedStatement {
  /** The schema of the service that ran it (its connections' `search_path`). */
  schema: string;
  sql: string;
  bind: unknown[];
}

/**
 * Keeps the SQL text and bind values of every statement each request makes, in services built in
 * this process, so a test can ask PostgreSQL how it runs them (EXPLAIN). Install it before the
 * services are built; `track(app)` ties statements to the request (`X-Request-Id`).
 */
export class SqlStatementRecorder {
  private readonly currentRequest = new AsyncLocalStorage<string>();
  private readonly statements = new Map<string, RecordedStatement[]>();

  install(): void {
    const { currentRequest, statements } = this;
    Sequelize.addHook('afterInit', (sequelize: Sequelize) => {
      // Sequelize keeps its constructor options at run time but leaves them out of its types.
      const { options } = sequelize as unknown as { options: { define?: { schema?: string } } };
      const schema = options.define?.schema ?? 'unknown';
      sequelize.addHook('afterQuery', (queryOptions, query) => {
        const requestId = currentRequest.getStore();
        if (requestId === undefined) return;
        const { sql } = query as unknown as { sql: string };
        const { bind } = queryOptions as { bind?: unknown[] };
        const list = statements.get(requestId) ?? [];
        list.push({ schema, sql, bind: Array.isArray(bind) ? bind : [] });
        statements.set(requestId, list);
      });
    });
  }

  /** Makes the handlers of `app` run inside their request's context. Call before `app.ready()`. */
  track(app: ServiceApp): void {
    app.addHook('onRequest', (request, _reply, done) => {
      this.currentRequest.run(String(request.id), done);
    });
  }

  statementsFor(requestId: string): RecordedStatement[] {
    return this.statements.get(requestId) ?? [];
  }
}
