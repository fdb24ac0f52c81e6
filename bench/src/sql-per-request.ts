import { ApiClient } from '@studio/system-tests/api-client';
import { startInProcessPortal } from '@studio/system-tests/in-process-portal';
import { logIn } from '@studio/system-tests/staff';
import { SqlStatementCounter } from '@studio/system-tests/sql-statement-counter';
import type { ReadCall, Viewer } from './read-calls.js';

export interface SqlCount {
  /** Statements per service schema for one request (the route's service and those it asked). */
  perService: Record<string, number>;
  total: number;
  status: number;
  /** How many items the answer held, when it is a JSON array (a whole list). */
  items?: number;
}

/**
 * Builds the services and the BFF in this process over the seeded database, with a Sequelize hook
 * that counts statements per request id, and makes each call once (after one warm-up call).
 */
export async function countSqlPerRequest(options: {
  databaseUrl: string;
  calls: ReadCall[];
  logins: Record<Viewer, { email: string; password: string }>;
}): Promise<Map<ReadCall, SqlCount>> {
  const counter = new SqlStatementCounter();
  counter.install();
  const portal = await startInProcessPortal({
    databaseUrl: options.databaseUrl,
    sqlCounter: counter,
  });
  try {
    const api = new ApiClient(portal.bffUrl, portal.publicBaseUrl);
    const tokens = {
      trainer: await logIn(api, options.logins.trainer),
      admin: await logIn(api, options.logins.admin),
    };
    const counts = new Map<ReadCall, SqlCount>();
    let sequence = 0;
    for (const call of options.calls) {
      await api.call('GET', call.path, { token: tokens[call.viewer] });
      sequence += 1;
      const requestId = `bench-sql-${sequence}`;
      const answer = await api.call('GET', call.path, {
        token: tokens[call.viewer],
        headers: { 'X-Request-Id': requestId },
      });
      const perService = counter.countsFor(requestId);
      const total = Object.values(perService).reduce((sum, count) => sum + count, 0);
      const items = Array.isArray(answer.body) ? answer.body.length : undefined;
      counts.set(call, { perService, total, status: answer.status, items });
    }
    return counts;
  } finally {
    await portal.stop();
  }
}
