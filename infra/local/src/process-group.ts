import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { pipeLines, type LogSink } from './log.js';

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

interface Running {
  spec: ProcessSpec;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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
 */
export class ProcessGroup {
  private readonly running: Running[] = [];
  private stopping = false;

  constructor(
    private readonly sink: LogSink,
    private readonly onUnexpectedExit: (
      name: string,
      code: number | null,
      signal: NodeJS.Signals | null,
    ) => void,
    private readonly options: ProcessGroupOptions = {},
  ) {}

  /** Starts a long-running process and resolves once `isReady` says so. */
  async start(spec: ProcessSpec, { timeoutMs = 60_000 } = {}): Promise<void> {
    const running = this.spawn(spec);
    this.running.push(running);
    let exitedEarly: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    void running.exited.then((result) => {
      exitedEarly = result;
      if (!this.stopping && this.running.includes(running))
        this.onUnexpectedExit(spec.name, result.code, result.signal);
    });
    if (!spec.isReady) return;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exitedEarly) {
        throw new ProcessStartError(
          spec.name,
          `${spec.name} stopped while starting (${describeExit(exitedEarly.code, exitedEarly.signal)}); its [${spec.name}] lines above say why`,
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

  /** Runs a one-off command (a build, a migration) to completion; rejects unless it exits 0. */
  async run(spec: ProcessSpec): Promise<void> {
    const running = this.spawn(spec);
    this.running.push(running);
    const { code, signal } = await running.exited;
    this.running.splice(this.running.indexOf(running), 1);
    if (code !== 0) {
      throw new ProcessStartError(
        spec.name,
        `${spec.name} failed (${describeExit(code, signal)}); its [${spec.name}] lines above say why`,
      );
    }
  }

  /** Stops every child, newest first, each with its stop signal and then SIGKILL after a grace period. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const running of [...this.running].reverse()) {
      await this.stop(running);
    }
    this.running.length = 0;
  }

  private get stopGraceMs(): number {
    return this.options.stopGraceMs ?? 10_000;
  }

  private async stop(running: Running): Promise<void> {
    const { child, spec } = running;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(spec.stopSignal ?? 'SIGTERM');
    const stopped = await Promise.race([
      running.exited.then(() => true),
      sleep(this.stopGraceMs).then(() => false),
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
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => {
        child.once('exit', (code, signal) => resolve({ code, signal }));
        child.once('error', (error) => {
          this.sink.line(spec.name, `could not start ${spec.command}: ${error.message}`);
          resolve({ code: null, signal: null });
        });
      },
    );
    pipeLines(child.stdout!, this.sink, spec.name, spec.formatLine);
    pipeLines(child.stderr!, this.sink, spec.name, spec.formatLine);
    return { spec, child, exited };
  }
}

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
