/** How the runner restarts a process that stops or stops being ready after it first served. */
export interface RestartPolicy {
  /** Wait before the first restart; doubled for each further failure in the window. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** Give up (and end the run) when a process fails this many times ... */
  maxFailures: number;
  /** ... within this many milliseconds. */
  failureWindowMs: number;
  /** How often a serving process's readiness is checked (0: never). */
  readinessIntervalMs: number;
  /** Restart a process whose readiness check fails this many times in a row. */
  readinessFailuresBeforeRestart: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  initialBackoffMs: 500,
  maxBackoffMs: 10_000,
  maxFailures: 5,
  failureWindowMs: 120_000,
  readinessIntervalMs: 5_000,
  readinessFailuresBeforeRestart: 3,
};

/** The failures of one process in the policy's window, and what they mean for the next restart. */
export class RestartHistory {
  private failures: number[] = [];

  constructor(private readonly policy: RestartPolicy) {}

  /** Records a failure at `now`; returns how many there were in the window, this one included. */
  record(now: number): number {
    this.failures = this.failures.filter((at) => now - at < this.policy.failureWindowMs);
    this.failures.push(now);
    return this.failures.length;
  }

  get exhausted(): boolean {
    return this.failures.length >= this.policy.maxFailures;
  }

  /** Exponential backoff over the failures in the window: a process that crashes once restarts fast. */
  get backoffMs(): number {
    const doublings = Math.max(0, this.failures.length - 1);
    return Math.min(this.policy.maxBackoffMs, this.policy.initialBackoffMs * 2 ** doublings);
  }
}
