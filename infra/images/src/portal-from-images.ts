import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  containerSpec,
  podmanRunArgs,
  rewriteUpstreamServers,
  type ContainerSpec,
} from './container-spec.js';
import { localImage } from './image-builds.js';
import type { RenderedManifests, Workload } from './kube-objects.js';
import { devOverlay, devOverlayImages, renderLocalOverlay, splitImage } from './manifests.js';
import { podman, podmanEnv } from './podman.js';
import { probeOnce, waitForProbe } from './probes.js';
import { Endpoints, selectedApp, startGateway, startServiceProxy } from './service-router.js';

export interface RemotesJson {
  remotes: { name: string; entry: string }[];
}

export interface PortalFromImagesOptions {
  /** The tag of the images to run (`npm run images -- --tag <tag>` built them). */
  tag: string;
  databaseUrl: string;
  redisUrl: string;
  /** Redis keys of this run go under it (the ConfigMap's `studio:` is replaced). */
  redisPrefix: string;
  smtpUrl: string;
  /** The portal's port on 127.0.0.1; a free one when unset. */
  port?: number;
  log: (source: string, line: string) => void;
}

interface RunningContainer {
  name: string;
  workload: string;
  spec: ContainerSpec;
  template: string;
  ready: boolean;
  stopping: boolean;
  logs?: ReturnType<typeof spawn>;
}

const runLabel = 'studio.images.run';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The dev overlay's remote list with each entry's release set to the tag its remote image serves. */
export function remotesServing(
  remotes: RemotesJson,
  tagOfArea: (area: string) => string,
): RemotesJson {
  return {
    remotes: remotes.remotes.map((remote) => {
      const match = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(remote.entry);
      if (!match)
        throw new Error(`remotes.json entry ${remote.entry} is not /remotes/<area>/<release>/...`);
      return { ...remote, entry: `/remotes/${match[1]}/${tagOfArea(match[1] ?? '')}/${match[2]}` };
    }),
  };
}

/**
 * The whole portal from its images with podman, as the dev overlay describes it: the migration
 * Jobs first, then every Deployment with its env, args, read-only root, user, capabilities and
 * limits, its probes polled (a container serves once ready), restarted when it dies; Services and
 * the Gateway stand-ins on 127.0.0.1 in front; one origin for the browser.
 */
export class PortalFromImages {
  readonly endpoints = new Endpoints();
  private readonly containers: RunningContainer[] = [];
  private readonly closers: (() => Promise<unknown>)[] = [];
  private readonly serviceUrls: Record<string, string> = {};
  private readonly jobsRun = new Set<string>();
  private images = new Map<string, string>();
  private remotesJson: RemotesJson = { remotes: [] };
  private manifests!: RenderedManifests;
  private secrets: Record<string, Record<string, string>> = {};
  private stopped = false;
  url = '';

  private constructor(
    private readonly options: PortalFromImagesOptions,
    readonly runId: string,
    private readonly runDir: string,
  ) {}

  static async start(options: PortalFromImagesOptions): Promise<PortalFromImages> {
    const runId = randomBytes(4).toString('hex');
    const runDir = await fsp.mkdtemp(path.join(os.tmpdir(), `studio-from-images-${runId}-`));
    const portal = new PortalFromImages(options, runId, runDir);
    try {
      await portal.boot();
      return portal;
    } catch (error) {
      await portal.stop();
      throw error;
    }
  }

  /** The image each deployable runs now, e.g. `mfe-staff` → `localhost/studio/mfe-staff:local`. */
  imageOf(name: string): string | undefined {
    return this.images.get(name);
  }

  get currentRemotes(): RemotesJson {
    return this.remotesJson;
  }

  private async boot(): Promise<void> {
    const { tag } = this.options;
    for (const name of (await devOverlayImages()).keys())
      this.images.set(name, localImage(name, tag));
    const devRemotes = JSON.parse(
      readFileSync(path.join(devOverlay, 'remotes.json'), 'utf8'),
    ) as RemotesJson;
    this.remotesJson = remotesServing(devRemotes, () => tag);
    this.manifests = await this.render();
    this.secrets = this.secretValues();
    for (const service of this.manifests.services) {
      const proxy = await startServiceProxy(selectedApp(service), this.endpoints);
      this.serviceUrls[service.metadata.name] = proxy.url;
      this.closers.push(proxy.close);
    }
    const gatewayPort = this.options.port ?? (await freePort());
    this.url = `http://localhost:${gatewayPort}`;
    await this.runJobs();
    await Promise.all(
      this.manifests.deployments.map((deployment) => this.startWorkload(deployment)),
    );
    const gateway = await startGateway({
      routes: this.manifests.routes,
      services: this.manifests.services,
      endpoints: this.endpoints,
      port: gatewayPort,
    });
    this.closers.push(gateway.close);
  }

  private async render(): Promise<RenderedManifests> {
    const overlayImages = Object.fromEntries(
      [...(await devOverlayImages())].map(([name, overlayName]) => [
        overlayName,
        this.images.get(name) ?? '',
      ]),
    );
    return renderLocalOverlay({ images: overlayImages, remotesJson: this.remotesJson });
  }

  /** The Secrets the manifests reference, with this machine's values (none is in the repository). */
  private secretValues(): Record<string, Record<string, string>> {
    const values: Record<string, string> = {
      DATABASE_URL: this.options.databaseUrl,
      REDIS_URL: this.options.redisUrl,
      SMTP_URL: this.options.smtpUrl,
      INTERNAL_TOKEN_SECRET: randomBytes(36).toString('base64url'),
      IC_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    const secrets: Record<string, Record<string, string>> = {};
    for (const workload of [...this.manifests.deployments, ...this.manifests.jobs]) {
      for (const variable of workload.spec.template.spec.containers.flatMap((c) => c.env ?? [])) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const value = values[ref.key];
        if (value === undefined)
          throw new Error(
            `no local value for Secret ${ref.name} key ${ref.key}: add one to portal-from-images.ts`,
          );
        (secrets[ref.name] ??= {})[ref.key] = value;
      }
    }
    return secrets;
  }

  private async specOf(workload: Workload): Promise<ContainerSpec> {
    return containerSpec(workload, this.manifests.configMaps, {
      port: await freePort(),
      serviceUrls: this.serviceUrls,
      publicBaseUrl: this.url,
      redisPrefix: this.options.redisPrefix,
      secrets: this.secrets,
    });
  }

  /** podman run's arguments, with the ConfigMaps and files written under this run's folder. */
  private async runArgs(spec: ContainerSpec, name: string): Promise<string[]> {
    if (spec.runAsNonRoot) {
      const user =
        spec.user ??
        (await podman(['image', 'inspect', '--format', '{{.Config.User}}', spec.image])).trim();
      const uid = user.split(':')[0] ?? '';
      if (!/^\d+$/.test(uid) || uid === '0') {
        throw new Error(
          `${spec.workload}: runAsNonRoot, but ${spec.image} runs as "${user || 'root'}" (a numeric non-root user is needed)`,
        );
      }
    }
    const configMapDirs: Record<string, string> = {};
    for (const { configMap } of spec.configMaps) {
      const dir = path.join(this.runDir, 'configmaps', configMap);
      await fsp.mkdir(dir, { recursive: true });
      for (const [key, value] of Object.entries(
        this.manifests.configMaps.get(configMap)?.data ?? {},
      )) {
        await fsp.writeFile(path.join(dir, key), rewriteUpstreamServers(value, this.serviceUrls));
      }
      configMapDirs[configMap] = dir;
    }
    const fileHostPaths: Record<string, string> = {};
    for (const file of spec.files) {
      const hostPath = path.join(this.runDir, 'files', name, file.path.replaceAll('/', '_'));
      await fsp.mkdir(path.dirname(hostPath), { recursive: true });
      await fsp.writeFile(hostPath, file.content);
      fileHostPaths[file.path] = hostPath;
    }
    return podmanRunArgs(spec, {
      name,
      labels: { [runLabel]: this.runId, 'app.kubernetes.io/name': spec.app },
      configMapDirs,
      fileHostPaths,
    });
  }

  /** Every migration Job not run yet, one after another (they may create shared things), to success. */
  private async runJobs(): Promise<void> {
    const jobs = this.manifests.jobs
      .filter((job) => !this.jobsRun.has(job.metadata.name))
      .sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
    for (const job of jobs) {
      const spec = await this.specOf(job);
      const name = `studio-${this.runId}-${job.metadata.name.replace(/[^a-z0-9-]/g, '-')}`;
      const args = await this.runArgs(spec, name);
      const output = await podman(['run', '--rm', ...args]).catch((error: Error) => {
        throw new Error(`Job ${job.metadata.name} failed: ${error.message}`);
      });
      for (const line of output.split('\n').filter(Boolean))
        this.options.log(job.metadata.name, line);
      this.jobsRun.add(job.metadata.name);
    }
  }

  private async startWorkload(deployment: Workload): Promise<void> {
    const replicas = deployment.spec.replicas ?? 1;
    await Promise.all(Array.from({ length: replicas }, () => this.startContainer(deployment)));
  }

  /** Starts one container of a Deployment and resolves once it passes its probes. */
  private async startContainer(deployment: Workload): Promise<RunningContainer> {
    const spec = await this.specOf(deployment);
    const name = `studio-${this.runId}-${deployment.metadata.name}-${randomBytes(2).toString('hex')}`;
    const running: RunningContainer = {
      name,
      workload: deployment.metadata.name,
      spec,
      template: JSON.stringify(deployment.spec.template),
      ready: false,
      stopping: false,
    };
    this.containers.push(running);
    await podman(['run', '--detach', ...(await this.runArgs(spec, name))]);
    this.followLogs(running);
    const exited = () => (this.stopped || running.stopping ? `${name} was stopped` : undefined);
    const { startup, readiness } = spec.probes;
    if (startup) {
      await waitForProbe(spec.port, startup, {
        deadlineMs: startup.periodMs * startup.failureThreshold + 60_000,
        stopped: exited,
      });
    }
    if (readiness) {
      await waitForProbe(spec.port, readiness, { deadlineMs: 180_000, stopped: exited });
    } else {
      // A worker without probes: running for a few seconds (its Deployment's minReadySeconds).
      await sleep(3000);
    }
    this.setReady(running, true);
    void this.watch(running);
    return running;
  }

  private setReady(container: RunningContainer, ready: boolean): void {
    container.ready = ready;
    this.endpoints.set(container.spec.app, container.spec.port, ready);
  }

  /** The kubelet's loop: readiness decides whether it gets traffic; failed liveness restarts it. */
  private async watch(container: RunningContainer): Promise<void> {
    const { readiness, liveness } = container.spec.probes;
    let livenessFailures = 0;
    const period = Math.min(readiness?.periodMs ?? 5000, liveness?.periodMs ?? 5000);
    while (!this.stopped && !container.stopping) {
      await sleep(period);
      if (this.stopped || container.stopping) return;
      if (readiness) {
        const ready = await probeOnce(container.spec.port, readiness);
        if (ready !== container.ready)
          this.options.log('runner', `${container.name} ${ready ? 'ready' : 'not ready'}`);
        this.setReady(container, ready);
      }
      if (liveness) {
        livenessFailures = (await probeOnce(container.spec.port, liveness))
          ? 0
          : livenessFailures + 1;
        if (livenessFailures >= liveness.failureThreshold) {
          this.options.log('runner', `${container.name} failed its liveness probe: restarting it`);
          livenessFailures = 0;
          await podman(['restart', container.name]).catch(() => undefined);
        }
      }
    }
  }

  /** The container's output in the log, across its restarts. */
  private followLogs(container: RunningContainer, since?: string): void {
    const started = new Date().toISOString();
    const child = spawn(
      'podman',
      ['logs', '--follow', ...(since ? ['--since', since] : []), container.name],
      {
        env: podmanEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    container.logs = child;
    let pending = '';
    const take = (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.options.log(container.workload, line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('close', () => {
      if (this.stopped || container.stopping) return;
      // podman stops following when the process exits; the restarted one is followed again.
      setTimeout(() => this.followLogs(container, started), 500).unref();
    });
  }

  /** The containers of a Deployment, newest last. */
  containersOf(workload: string): readonly RunningContainer[] {
    return this.containers.filter(
      (container) => container.workload === workload && !container.stopping,
    );
  }

  /**
   * Kills a container's main process (SIGKILL, as a crash or the OOM killer would); `back` settles
   * once podman has restarted it and it answers its readiness probe again.
   */
  async crash(workload: string): Promise<{ back: Promise<{ downForMs: number }> }> {
    const [container] = this.containersOf(workload);
    if (!container) throw new Error(`no running container of ${workload}`);
    const pidOf = async () =>
      Number((await podman(['inspect', '--format', '{{.State.Pid}}', container.name])).trim());
    const pid = await pidOf();
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    this.setReady(container, false);
    this.options.log('runner', `killed ${container.name} (pid ${pid})`);
    const back = async () => {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        await sleep(250);
        const now = await pidOf().catch(() => 0);
        if (now === 0 || now === pid) continue;
        const probe = container.spec.probes.readiness;
        if (!probe || (await probeOnce(container.spec.port, probe))) {
          this.setReady(container, true);
          return { downForMs: Date.now() - killedAt };
        }
      }
      throw new Error(`${container.name} did not come back within 120 s`);
    };
    return { back: back() };
  }

  /**
   * A release: the new images and/or remote list are rendered into the manifests; new migration
   * Jobs run first, then every Deployment whose pod template changed rolls, one new container at a
   * time: started, ready, given traffic, and only then the old one stopped (maxUnavailable 0).
   */
  async apply(change: {
    images?: Record<string, string>;
    remotesJson?: RemotesJson;
  }): Promise<string[]> {
    for (const [name, image] of Object.entries(change.images ?? {})) {
      if (!this.images.has(name)) throw new Error(`no deployable runs the image ${name}`);
      this.images.set(name, image);
    }
    if (change.remotesJson) this.remotesJson = change.remotesJson;
    this.manifests = await this.render();
    await this.runJobs();
    const rolled: string[] = [];
    for (const deployment of this.manifests.deployments) {
      const template = JSON.stringify(deployment.spec.template);
      const old = this.containersOf(deployment.metadata.name);
      if (old.every((container) => container.template === template)) continue;
      for (const previous of old) {
        await this.startContainer(deployment);
        await this.stopContainer(previous);
      }
      rolled.push(deployment.metadata.name);
      this.options.log(
        'runner',
        `rolled out ${deployment.metadata.name}: ${splitImage(deployment.spec.template.spec.containers[0]?.image ?? '').tag}`,
      );
    }
    return rolled;
  }

  private async stopContainer(container: RunningContainer): Promise<void> {
    container.stopping = true;
    this.setReady(container, false);
    container.logs?.kill();
    await podman([
      'rm',
      '--force',
      '--time',
      String(container.spec.stopGraceSeconds),
      container.name,
    ]).catch(() => undefined);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await Promise.all(
      this.containers.filter((c) => !c.stopping).map((container) => this.stopContainer(container)),
    );
    await podman(['rm', '--force', '--filter', `label=${runLabel}=${this.runId}`]).catch(
      () => undefined,
    );
    for (const close of this.closers.reverse()) await close().catch(() => undefined);
    await fsp.rm(this.runDir, { recursive: true, force: true });
  }

  /** For an exiting process that cannot wait: removes this run's containers at once. */
  removeContainersNow(): void {
    try {
      execFileSync(
        'podman',
        ['rm', '--force', '--time', '0', '--filter', `label=${runLabel}=${this.runId}`],
        {
          env: podmanEnv(),
          stdio: 'ignore',
        },
      );
    } catch {
      // best effort: the process is exiting
    }
  }
}
