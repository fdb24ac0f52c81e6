import { spawn, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { pipeLines, type LogSink } from './log.js';
import { defaultRestartPolicy, RestartHistory, type RestartPolicy } from './restart-policy.js';

export interface ProcessSpec {
  /** Short name used as the log prefix, e.g. `auth`. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  /** Rewrites each output line before it is logged (e.g. pino JSON to text). */
  formatLine?: (line: string) => string;
  /** Answers true once the process serves; until then it counts as starting. */
  isReady?: () => Promise<boolean>;
  /** Signal that asks this process to shut down cleanly. */
  stopSignal?: NodeJS.Signals;
  /** Must succeed before each restart (e.g. the migrations the process needs). */
  beforeRestart?: () => Promise<void>;
}

export interface ProcessGroupOptions {
  /** How long a child may take to stop after its stop signal before it is killed (10 s). */
  stopGraceMs?: number;
  /** The environment every child starts from, before its own variables (the runner's own). */
  baseEnv?: NodeJS.ProcessEnv;
  /**
   * Start each child in its own process group (default) so a terminal's Ctrl-C reaches only the
   * runner, which stops them in order. Tests turn it off: when the test runner is interrupted,
   * the children get the same signal and do not outlive it.
   */
  detached?: boolean;
  /** How a long-running process is restarted after it has served once (`defaultRestartPolicy`). */
  restartPolicy?: RestartPolicy;
  /** A serving process stopped (or stopped being ready) and is being restarted. */
  onRestarting?: (name: string) => void;
  /** A restarted process serves again. */
  onServing?: (name: string) => void;
  /**
   * Whether what every process depends on (PostgreSQL, Redis) answers. While it does not, a
   * process that fails its readiness check is left alone: restarting it would not help, and would
   * take away what it can still serve.
   */
  dependenciesAnswer?: () => Promise<boolean>;
}

export class ProcessStartError extends Error {
  constructor(
    readonly processName: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProcessStartError';
  }
}

interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One spawned child. */
interface Running {
  spec: ProcessSpec;
  child: ChildProcess;
  exited: Promise<ExitResult>;
  /** Set once it has exited. */
  exit?: ExitResult;
}

/** A process of the group across its restarts. */
interface Slot {
  spec: ProcessSpec;
  current: Running;
  /** Why the runner itself stopped `current` (a failed readiness check), to log instead of its exit. */
  stoppedBecause?: string;
}

const everyChild = new Set<ChildProcess>();

/** The emergency exit (Ctrl-C pressed twice): SIGKILL every child tree this process started. */
export function killAllProcesses(): void {
  for (const child of everyChild) {
    if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
  }
}

/**
 * The processes of one run. Each child gets its own process group, so Ctrl-C reaches only the
 * runner, which then stops the children in reverse start order (edge-facing first, databases last)
 * and, when one does not stop in time, kills its whole tree at once.
 *
 * A long-running process that has served once is supervised: when it exits, or fails its
 * readiness check several times in a row, it is started again after a backoff (its
 * `beforeRestart` first, e.g. the migrations it needs). Only when it keeps failing within the
 * policy's window does the group give up and call `onGaveUp`; the other processes keep running.
 */
export class ProcessGroup {
  private readonly slots: Slot[] = [];
  private stopping = false;
  private readonly stopped = new AbortController();

  constructor(
    private readonly sink: LogSink,
    private readonly onGaveUp: (name: string, reason: string) => void,
    private readonly options: ProcessGroupOptions = {},
  ) {
    // Every supervised process waits on this signal (backoff, readiness checks) at the same time.
    setMaxListeners(0, this.stopped.signal);
  }

  private get policy(): RestartPolicy {
    return this.options.restartPolicy ?? defaultRestartPolicy;
  }

  /** Starts a long-running process and resolves once `isReady` says so; from then on it is supervised. */
  async start(spec: ProcessSpec, { timeoutMs = 60_000 } = {}): Promise<void> {
    const slot: Slot = { spec, current: this.spawn(spec) };
    this.slots.push(slot);
    await this.waitUntilReady(slot.current, timeoutMs);
    void this.supervise(slot, timeoutMs);
  }

  /** Runs a one-off command (a build, a migration) to completion; rejects unless it exits 0. */
  async run(spec: ProcessSpec): Promise<void> {
    const slot: Slot = { spec, current: this.spawn(spec) };
    this.slots.push(slot);
    const { code, signal } = await slot.current.exited;
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (code !== 0) {
      throw new ProcessStartError(
        spec.name,
        `${spec.name} failed (${describeExit(code, signal)}); its [${spec.name}] lines above say why`,
      );
    }
  }

  /** The process id of a running process, e.g. for a test that kills it. */
  pidOf(name: string): number | undefined {
    const slot = this.slots.find((candidate) => candidate.spec.name === name);
    return slot?.current.exit ? undefined : slot?.current.child.pid;
  }

  /** Stops every child, newest first, each with its stop signal and then SIGKILL after a grace period. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    for (const slot of [...this.slots].reverse()) {
      await this.stop(slot.current);
    }
    this.slots.length = 0;
  }

  private get stopGraceMs(): number {
    return this.options.stopGraceMs ?? 10_000;
  }

  private async waitUntilReady(running: Running, timeoutMs: number): Promise<void> {
    const { spec } = running;
    if (!spec.isReady) return;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (running.exit) {
        throw new ProcessStartError(
          spec.name,
          `${spec.name} stopped while starting (${describeExit(running.exit.code, running.exit.signal)}); its [${spec.name}] lines above say why`,
        );
      }
      if (this.stopping)
        throw new ProcessStartError(spec.name, `start-up of ${spec.name} was interrupted`);
      if (await spec.isReady().catch(() => false)) return;
      await sleep(150);
    }
    throw new ProcessStartError(
      spec.name,
      `${spec.name} did not become ready within ${Math.round(timeoutMs / 1000)} s`,
    );
  }

  /** Restarts the slot's process each time it stops, until the run stops or the policy gives up. */
  private async supervise(slot: Slot, startTimeoutMs: number): Promise<void> {
    const { name } = slot.spec;
    const history = new RestartHistory(this.policy);
    for (;;) {
      void this.watchReadiness(slot, slot.current);
      const exit = await slot.current.exited;
      if (this.stopping) return;
      let reason = slot.stoppedBecause ?? `stopped (${describeExit(exit.code, exit.signal)})`;
      slot.stoppedBecause = undefined;
      this.options.onRestarting?.(name);
      for (;;) {
        const failures = history.record(Date.now());
        if (history.exhausted) {
          const gaveUp = `${name} ${reason}: ${failures} failures within ${seconds(this.policy.failureWindowMs)}, so the runner gives up on it`;
          this.sink.line('runner', gaveUp);
          this.onGaveUp(name, gaveUp);
          return;
        }
        const backoffMs = history.backoffMs;
        this.sink.line(
          'runner',
          `${name} ${reason}; restart attempt ${failures} in ${seconds(backoffMs)} (the runner gives up after ${this.policy.maxFailures} failures within ${seconds(this.policy.failureWindowMs)})`,
        );
        if (!(await this.pause(backoffMs))) return;
        try {
          await slot.spec.beforeRestart?.();
          slot.current = this.spawn(slot.spec);
          await this.waitUntilReady(slot.current, startTimeoutMs);
          break;
        } catch (error) {
          if (this.stopping) return;
          await this.stop(slot.current);
          reason = `could not be restarted: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      this.sink.line('runner', `${name} is serving again (pid ${slot.current.child.pid})`);
      this.options.onServing?.(name);
    }
  }

  /** Stops a serving process whose readiness check keeps failing, so that `supervise` restarts it. */
  private async watchReadiness(slot: Slot, running: Running): Promise<void> {
    const { isReady, name } = running.spec;
    const { readinessIntervalMs, readinessFailuresBeforeRestart } = this.policy;
    if (!isReady || readinessIntervalMs <= 0) return;
    let failuresInARow = 0;
    let waitingForDependencies = false;
    while (await this.pause(readinessIntervalMs)) {
      if (running.exit || slot.current !== running) return;
      failuresInARow = (await isReady().catch(() => false)) ? 0 : failuresInARow + 1;
      if (failuresInARow === 0) waitingForDependencies = false;
      if (failuresInARow < readinessFailuresBeforeRestart || running.exit || this.stopping)
        continue;
      if (this.options.dependenciesAnswer && !(await this.options.dependenciesAnswer())) {
        if (!waitingForDependencies)
          this.sink.line(
            'runner',
            `${name} is not ready, but PostgreSQL or Redis does not answer either; waiting for them instead of restarting it`,
          );
        waitingForDependencies = true;
        continue;
      }
      slot.stoppedBecause = `failed its readiness check ${failuresInARow} times in a row`;
      this.sink.line('runner', `${name} ${slot.stoppedBecause}; stopping it to restart it`);
      await this.stop(running);
      return;
    }
  }

  /** Waits, unless the run stops first; answers whether the run goes on. */
  private async pause(ms: number): Promise<boolean> {
    try {
      await sleep(ms, undefined, { signal: this.stopped.signal });
    } catch {
      // aborted: the run is stopping
    }
    return !this.stopping;
  }

  private async stop(running: Running): Promise<void> {
    const { child, spec } = running;
    if (running.exit || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(spec.stopSignal ?? 'SIGTERM');
    const stopped = await Promise.race([
      running.exited.then(() => true),
      // Unreferenced: once the child has stopped, a pending grace timer must not keep a command
      // that used the group (`npm run backup` with the embedded server) running for its length.
      sleep(this.stopGraceMs, undefined, { ref: false }).then(() => false),
    ]);
    if (!stopped) {
      this.sink.line(
        'runner',
        `${spec.name} did not stop within ${this.stopGraceMs / 1000} s; killing it`,
      );
      signalGroup(child, 'SIGKILL');
      await running.exited;
    }
  }

  private spawn(spec: ProcessSpec): Running {
    if (this.stopping)
      throw new ProcessStartError(spec.name, `not starting ${spec.name}: the run is stopping`);
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: withoutUnset({ ...(this.options.baseEnv ?? process.env), ...spec.env }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: this.options.detached ?? true,
      uid: spec.uid,
      gid: spec.gid,
    });
    everyChild.add(child);
    const running: Running = { spec, child, exited: Promise.resolve({ code: null, signal: null }) };
    running.exited = new Promise<ExitResult>((resolve) => {
      const settle = (result: ExitResult) => {
        everyChild.delete(child);
        running.exit ??= result;
        resolve(running.exit);
      };
      child.once('exit', (code, signal) => settle({ code, signal }));
      child.once('error', (error) => {
        this.sink.line(spec.name, `could not start ${spec.command}: ${error.message}`);
        settle({ code: null, signal: null });
      });
    });
    pipeLines(child.stdout!, this.sink, spec.name, spec.formatLine);
    pipeLines(child.stderr!, this.sink, spec.name, spec.formatLine);
    return running;
  }
}

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** An explicit `undefined` in a spec's env removes a variable the runner itself was given. */
function withoutUnset(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `killed by ${signal}`;
  if (code === null) return 'could not be started';
  return `exit code ${code}`;
}
