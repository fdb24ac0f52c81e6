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
      // The statement as it reaches PostgreSQL (named binds already turned into $1, $2, ...) is
      // only seen by the query's own `run`, so that is where it is read.
      sequelize.addHook('beforeQuery', (_options, query) => {
        const requestId = currentRequest.getStore();
        if (requestId === undefined) return;
        const runnable = query as unknown as {
          run: (sql: string, bind?: unknown[]) => Promise<unknown>;
        };
        const run = runnable.run.bind(runnable);
        runnable.run = (sql, bind) => {
          const list = statements.get(requestId) ?? [];
          list.push({ schema, sql, bind: bind ?? [] });
          statements.set(requestId, list);
          return run(sql, bind);
        };
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
