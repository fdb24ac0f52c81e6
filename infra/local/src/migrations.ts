import type { ServiceName } from './repo-paths.js';

/**
 * Runs services' migrations one at a time (they may create shared things, such as extensions,
 * that race when parallel); a service and its ledger worker restarting together wait for the same
 * run instead of migrating the same schema twice.
 */
export class Migrations {
  private readonly pending = new Map<ServiceName, Promise<void>>();
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly migrate: (name: ServiceName) => Promise<void>) {}

  run(name: ServiceName): Promise<void> {
    const pending = this.pending.get(name);
    if (pending) return pending;
    const run = this.last
      .catch(() => undefined)
      .then(() => this.migrate(name))
      .finally(() => this.pending.delete(name));
    this.pending.set(name, run);
    this.last = run;
    return run;
  }
}
