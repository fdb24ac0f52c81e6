import type { ServiceName } from './repo-paths.js';

/**
 * Runs a service's migrations, once at a time: a service and its ledger worker restarting together
 * wait for the same run instead of migrating the same schema twice in parallel.
 */
export class Migrations {
  private readonly inFlight = new Map<ServiceName, Promise<void>>();

  constructor(private readonly migrate: (name: ServiceName) => Promise<void>) {}

  run(name: ServiceName): Promise<void> {
    const running = this.inFlight.get(name);
    if (running) return running;
    const run = this.migrate(name).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, run);
    return run;
  }
}
