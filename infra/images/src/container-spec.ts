import type { ConfigMap, Container, HttpProbe, Workload } from './kube-objects.js';

export interface Probe {
  path: string;
  periodMs: number;
  failureThreshold: number;
  timeoutMs: number;
}

/** One container as podman runs it on the host's network. */
export interface ContainerSpec {
  /** The workload (Deployment or Job) it belongs to, and its pods' `app.kubernetes.io/name`. */
  workload: string;
  app: string;
  image: string;
  /** The image's entry point arguments (the manifest's command + args), when the manifest sets them. */
  command: string[];
  env: Record<string, string>;
  /** The host port it serves its probes and traffic on. */
  port: number;
  readOnlyRoot: boolean;
  /** emptyDir volumes: tmpfs at the path, of the size limit. */
  tmpfs: { path: string; size: string }[];
  /** configMap volumes: the map's files, mounted read-only at the path. */
  configMaps: { path: string; configMap: string }[];
  /** Files mounted over the image's (the static servers' listen address). */
  files: { path: string; content: string }[];
  capDrop: string[];
  capAdd: string[];
  noNewPrivileges: boolean;
  /** Refuse an image that would run as root (the kubelet's runAsNonRoot). */
  runAsNonRoot: boolean;
  user?: string;
  memory?: string;
  cpus?: string;
  probes: { startup?: Probe; readiness?: Probe; liveness?: Probe };
  stopGraceSeconds: number;
  restart: 'always' | 'no';
}

/**
 * What a container differs in on the host's network, where every container shares the machine's
 * ports and addresses (in Kubernetes each pod has its own): the port it listens on, bound to
 * 127.0.0.1; the Services' addresses (`http://auth`) as the local proxies that stand in for them;
 * the portal's public origin; the Redis key prefix of this run; and the Secrets' values.
 */
export interface HostAdaptation {
  port: number;
  /** Service name → the local address standing in for it (`http://127.0.0.1:40123`). */
  serviceUrls: Record<string, string>;
  publicBaseUrl: string;
  redisPrefix: string;
  /** Secret name → key → value. */
  secrets: Record<string, Record<string, string>>;
}

function resolveEnv(
  container: Container,
  configMaps: Map<string, ConfigMap>,
  secrets: HostAdaptation['secrets'],
) {
  const env: Record<string, string> = {};
  const configMap = (name: string) => {
    const found = configMaps.get(name);
    if (!found) throw new Error(`${container.name}: no ConfigMap ${name} in the rendered overlay`);
    return found.data ?? {};
  };
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, configMap(source.configMapRef.name));
  }
  for (const variable of container.env ?? []) {
    const { configMapKeyRef, secretKeyRef } = variable.valueFrom ?? {};
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (configMapKeyRef) {
      const value = configMap(configMapKeyRef.name)[configMapKeyRef.key];
      if (value === undefined)
        throw new Error(`${container.name}: ${configMapKeyRef.name} has no ${configMapKeyRef.key}`);
      env[variable.name] = value;
    } else if (secretKeyRef) {
      const value = secrets[secretKeyRef.name]?.[secretKeyRef.key];
      if (value === undefined)
        throw new Error(
          `${container.name}: no value for Secret ${secretKeyRef.name} key ${secretKeyRef.key}`,
        );
      env[variable.name] = value;
    }
  }
  return env;
}

/** `http://auth` or `http://auth:80/x` → the stand-in's address when `auth` is a Service. */
function rewriteServiceUrl(value: string, serviceUrls: Record<string, string>): string {
  const match = /^http:\/\/([a-z0-9-]+)(?::\d+)?(\/.*)?$/.exec(value);
  const local = match ? serviceUrls[match[1] ?? ''] : undefined;
  return local ? `${local}${match?.[2] ?? ''}` : value;
}

/**
 * A ConfigMap file as the host's network needs it: an nginx `server <service>:<port>` line of an
 * upstream block (the shell's BFF upstream) points at the proxy standing in for that Service, since
 * nginx resolves the names when it starts and no Service name resolves here.
 */
export function rewriteUpstreamServers(text: string, serviceUrls: Record<string, string>): string {
  return text.replace(
    /^(\s*server\s+)([a-z0-9-]+)(?::\d+)?(\s*[;\s])/gm,
    (line, start: string, service: string, end: string) => {
      const local = serviceUrls[service];
      return local ? `${start}${new URL(local).host}${end}` : line;
    },
  );
}

function probe(container: Container, source: HttpProbe | undefined): Probe | undefined {
  if (!source?.httpGet) return undefined;
  const { port } = source.httpGet;
  const named = container.ports?.find((p) => p.name === port || p.containerPort === port);
  if (!named)
    throw new Error(`${container.name}: its probe names port ${port}, which it does not declare`);
  return {
    path: source.httpGet.path,
    periodMs: (source.periodSeconds ?? 10) * 1000,
    failureThreshold: source.failureThreshold ?? 3,
    timeoutMs: (source.timeoutSeconds ?? 1) * 1000,
  };
}

/** Kubernetes quantities as podman takes them: `512Mi` → `512m`, `200m` CPU → `0.2`. */
export function podmanMemory(quantity: string): string {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity);
  if (!match) throw new Error(`memory limit ${quantity} is not understood`);
  const unit = { Ki: 'k', Mi: 'm', Gi: 'g' }[match[2] ?? ''] ?? 'b';
  return `${match[1]}${unit}`;
}

export function podmanCpus(quantity: string): string {
  return quantity.endsWith('m') ? String(Number(quantity.slice(0, -1)) / 1000) : quantity;
}

/** The one container of a workload's pod as podman runs it here. */
export function containerSpec(
  workload: Workload,
  configMaps: Map<string, ConfigMap>,
  host: HostAdaptation,
): ContainerSpec {
  const pod = workload.spec.template.spec;
  const [container, ...others] = pod.containers;
  if (!container || others.length > 0)
    throw new Error(`${workload.metadata.name}: one container per pod is expected`);
  const env = resolveEnv(container, configMaps, host.secrets);
  for (const [name, value] of Object.entries(env))
    env[name] = rewriteServiceUrl(value, host.serviceUrls);
  if ('HOST' in env) env.HOST = '127.0.0.1';
  if ('PUBLIC_BASE_URL' in env) env.PUBLIC_BASE_URL = host.publicBaseUrl;
  if ('REDIS_PREFIX' in env) env.REDIS_PREFIX = host.redisPrefix;
  const listens = (container.ports ?? []).length > 0;
  const files: ContainerSpec['files'] = [];
  // A Node process reads its port from HEALTH_PORT (a ledger worker) or PORT; nginx from a file.
  const portVariable = 'HEALTH_PORT' in env ? 'HEALTH_PORT' : 'PORT' in env ? 'PORT' : undefined;
  if (portVariable) env[portVariable] = String(host.port);
  else if (listens)
    files.push({ path: '/etc/nginx/listen.conf', content: `listen 127.0.0.1:${host.port};\n` });

  const volumes = new Map((pod.volumes ?? []).map((volume) => [volume.name, volume]));
  const tmpfs: ContainerSpec['tmpfs'] = [];
  const mountedConfigMaps: ContainerSpec['configMaps'] = [];
  for (const mount of container.volumeMounts ?? []) {
    const volume = volumes.get(mount.name);
    if (volume?.emptyDir)
      tmpfs.push({
        path: mount.mountPath,
        size: podmanMemory(volume.emptyDir.sizeLimit ?? '64Mi'),
      });
    else if (volume?.configMap)
      mountedConfigMaps.push({ path: mount.mountPath, configMap: volume.configMap.name });
    else
      throw new Error(
        `${workload.metadata.name}: volume ${mount.name} is neither an emptyDir nor a ConfigMap`,
      );
  }
  const security = container.securityContext ?? {};
  const runAsUser = security.runAsUser ?? pod.securityContext?.runAsUser;
  const limits = container.resources?.limits ?? {};
  return {
    workload: workload.metadata.name,
    app:
      workload.spec.template.metadata?.labels?.['app.kubernetes.io/name'] ?? workload.metadata.name,
    image: container.image,
    command: [...(container.command ?? []), ...(container.args ?? [])],
    env,
    port: host.port,
    readOnlyRoot: security.readOnlyRootFilesystem === true,
    tmpfs,
    configMaps: mountedConfigMaps,
    files,
    capDrop: security.capabilities?.drop ?? [],
    capAdd: security.capabilities?.add ?? [],
    noNewPrivileges: security.allowPrivilegeEscalation === false,
    runAsNonRoot: (security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) === true,
    ...(runAsUser !== undefined ? { user: String(runAsUser) } : {}),
    ...(limits.memory ? { memory: podmanMemory(limits.memory) } : {}),
    ...(limits.cpu ? { cpus: podmanCpus(limits.cpu) } : {}),
    probes: {
      startup: probe(container, container.startupProbe),
      readiness: probe(container, container.readinessProbe),
      liveness: probe(container, container.livenessProbe),
    },
    stopGraceSeconds: pod.terminationGracePeriodSeconds ?? 30,
    restart: workload.kind === 'Job' ? 'no' : 'always',
  };
}

/** podman run's arguments for a spec (without `run` and the name), with the files' host paths. */
export function podmanRunArgs(
  spec: ContainerSpec,
  {
    name,
    labels,
    configMapDirs,
    fileHostPaths,
  }: {
    name: string;
    labels: Record<string, string>;
    configMapDirs: Record<string, string>;
    fileHostPaths: Record<string, string>;
  },
): string[] {
  return [
    '--name',
    name,
    ...Object.entries(labels).flatMap(([key, value]) => ['--label', `${key}=${value}`]),
    '--network',
    'host',
    '--restart',
    spec.restart,
    // The manifests' probes are polled by the runner; the image's HEALTHCHECK would need systemd.
    '--no-healthcheck',
    ...(spec.readOnlyRoot ? ['--read-only', '--read-only-tmpfs=false'] : []),
    ...spec.tmpfs.flatMap((mount) => ['--tmpfs', `${mount.path}:rw,size=${mount.size},mode=1777`]),
    ...spec.configMaps.flatMap((mount) => [
      '--volume',
      `${configMapDirs[mount.configMap]}:${mount.path}:ro`,
    ]),
    ...spec.files.flatMap((file) => ['--volume', `${fileHostPaths[file.path]}:${file.path}:ro`]),
    ...spec.capDrop.flatMap((capability) => ['--cap-drop', capability]),
    ...spec.capAdd.flatMap((capability) => ['--cap-add', capability]),
    ...(spec.noNewPrivileges ? ['--security-opt', 'no-new-privileges'] : []),
    ...(spec.user ? ['--user', spec.user] : []),
    ...(spec.memory ? ['--memory', spec.memory] : []),
    ...(spec.cpus ? ['--cpus', spec.cpus] : []),
    ...Object.entries(spec.env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    spec.image,
    ...spec.command,
  ];
}
