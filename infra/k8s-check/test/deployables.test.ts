import type { IDeployment, IDeploymentSpec } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IPodSpec, IService } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { listDeployables, type Deployable } from '../src/deployables.js';
import {
  findObject,
  objectsOfKind,
  overlays,
  renderOverlay,
  type KubernetesObject,
} from '../src/kustomize.js';
import { selects } from '../src/network-policy.js';

type Deployment = KubernetesObject & IDeployment & { spec: IDeploymentSpec };

const deployables = listDeployables();
const secretVariables = [
  'INTERNAL_TOKEN_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'IC_ENCRYPTION_KEY',
];

function appContainer(podSpec: IPodSpec | undefined): IContainer {
  const container = podSpec?.containers.find((c) => c.name === 'app');
  if (!container) throw new Error('no container named app');
  return container;
}

/** Kubernetes quantities as numbers, enough to compare a request with its limit. */
function quantity(value: string | number | undefined): number {
  if (value === undefined) return Number.NaN;
  const match = /^([\d.]+)(m|Ki|Mi|Gi)?$/.exec(String(value));
  if (!match) return Number.NaN;
  const scale =
    { m: 0.001, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 }[match[2] as 'm' | 'Ki' | 'Mi' | 'Gi'] ?? 1;
  return Number(match[1]) * scale;
}

function imageTag(image: string | undefined): string {
  return image?.split(':')[1] ?? '';
}

it('finds the deployables in the workspaces', () => {
  expect(deployables.map((d) => d.name).sort()).toEqual(
    expect.arrayContaining(
      [
        'auth',
        'bff',
        'customer',
        'mailer',
        'payment',
        'payment-worker',
        'training',
        'training-worker',
        'shell',
        'mfe-public',
        'mfe-staff',
        'mfe-scheduling',
        'mfe-client',
      ].sort(),
    ),
  );
});

/** A Kubernetes memory quantity in MiB (`384Mi`, `1Gi`); NaN for any other form. */
function mebibytes(quantity: string): number {
  const [, amount, unit] = /^(\d+)(Mi|Gi)$/.exec(quantity) ?? [];
  return unit === 'Gi' ? Number(amount) * 1024 : unit === 'Mi' ? Number(amount) : Number.NaN;
}

describe.each(overlays)('overlay %s', (overlay) => {
  const objects = renderOverlay(overlay);
  const deployments = objectsOfKind<IDeployment>(objects, 'Deployment') as Deployment[];
  const configMapData = (name: string): Record<string, string> =>
    objectsOfKind<IConfigMap>(objects, 'ConfigMap').find((map) => map.metadata.name === name)
      ?.data ?? {};

  /** What a container's variable is set to: its own `env` first, then its `envFrom` ConfigMaps. */
  function variableValue(container: IContainer, name: string): string | undefined {
    const own = container.env?.find((variable) => variable.name === name);
    if (own) {
      const reference = own.valueFrom?.configMapKeyRef;
      return reference ? configMapData(reference.name ?? '')[reference.key] : own.value;
    }
    for (const source of container.envFrom ?? []) {
      const value = source.configMapRef && configMapData(source.configMapRef.name ?? '')[name];
      if (value !== undefined) return value;
    }
    return undefined;
  }

  it('has a Deployment for every deployable and none for anything else', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      deployables.map((d) => d.name).sort(),
    );
  });

  describe.each(deployables.map((d) => [d.name, d] as [string, Deployable]))(
    '%s',
    (name, deployable) => {
      const deployment = deployments.find((d) => d.metadata.name === name) as Deployment;
      const podSpec = deployment?.spec.template.spec;
      const container = () => appContainer(podSpec);

      const image = deployable.kind === 'node' ? deployable.image : name;
      it('runs its own image at a release tag', () => {
        expect(container().image).toMatch(new RegExp(`/studio/${image}:[a-z0-9][a-z0-9.-]*$`));
      });

      if (image !== name) {
        it(`ships with ${image}: the same image and tag, so one release changes both`, () => {
          const server = deployments.find((d) => d.metadata.name === image);
          expect(container().image).toBe(appContainer(server?.spec.template.spec).image);
        });
      }

      if (deployable.kind === 'static' || deployable.servesHealth) {
        it('has readiness and liveness probes on its health paths', () => {
          const { readinessProbe, livenessProbe } = container();
          const [readyPath, livePath] =
            deployable.kind === 'node' ? ['/readyz', '/healthz'] : ['/healthz', '/healthz'];
          expect(readinessProbe?.httpGet).toMatchObject({ path: readyPath, port: 'http' });
          expect(livenessProbe?.httpGet).toMatchObject({ path: livePath, port: 'http' });
          expect(container().ports).toContainEqual(
            expect.objectContaining({ name: 'http', containerPort: 8080 }),
          );
        });

        if (deployable.kind === 'node') {
          it(`listens for them on the probed port (${deployable.probePortVariable})`, () => {
            expect(variableValue(container(), deployable.probePortVariable)).toBe('8080');
          });
        }
      } else {
        // Its entry opens no port: an HTTP probe would never pass. The container restarts when the
        // process exits, and a new pod has to stay up a while before a rollout counts it available.
        it('has no HTTP probe or port (it serves none) and must stay up before it counts', () => {
          const { readinessProbe, livenessProbe, startupProbe, ports } = container();
          expect([readinessProbe, livenessProbe, startupProbe, ports]).toEqual([
            undefined,
            undefined,
            undefined,
            undefined,
          ]);
          expect(deployment.spec.minReadySeconds).toBeGreaterThanOrEqual(10);
          expect(deployment.spec.progressDeadlineSeconds).toBeDefined();
          expect(deployment.spec.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
        });
      }

      it('has resource requests and limits, requests within limits', () => {
        const { requests = {}, limits = {} } = container().resources ?? {};
        for (const resource of ['cpu', 'memory']) {
          expect(quantity(requests[resource]), `request ${resource}`).toBeGreaterThan(0);
          expect(quantity(limits[resource]), `limit ${resource}`).toBeGreaterThanOrEqual(
            quantity(requests[resource]),
          );
        }
      });

      it('runs non-root, read-only, without capabilities, with seccomp and a writable /tmp', () => {
        expect(podSpec?.securityContext).toMatchObject({
          runAsNonRoot: true,
          seccompProfile: { type: 'RuntimeDefault' },
        });
        expect(podSpec?.automountServiceAccountToken).toBe(false);
        expect(container().securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        const tmp = container().volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect(
          podSpec?.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir,
        ).toBeDefined();
      });

      it('reads secrets only from Secrets', () => {
        for (const variable of container().env ?? []) {
          if (secretVariables.includes(variable.name)) {
            expect(variable.value, variable.name).toBeUndefined();
            expect(variable.valueFrom?.secretKeyRef?.key).toBe(variable.name);
          }
        }
      });

      if (deployable.kind === 'node') {
        it(`reaches PostgreSQL ${deployable.usesDatabase ? 'with its service role' : 'not at all'}`, () => {
          const databaseUrl = container().env?.find((v) => v.name === 'DATABASE_URL');
          const labels = deployment.spec.template.metadata?.labels ?? {};
          if (deployable.usesDatabase) {
            expect(databaseUrl?.valueFrom?.secretKeyRef?.name).toBe(`${deployable.image}-database`);
            expect(labels['studio.io/postgres']).toBe('true');
          } else {
            expect(databaseUrl).toBeUndefined();
            expect(labels['studio.io/postgres']).toBeUndefined();
          }
        });
      }

      if (deployable.kind === 'node') {
        it('starts the way its workspace script does', () => {
          expect(container().command).toEqual(deployable.start);
        });

        it("caps V8's heap at 60-80 % of its memory limit", () => {
          const limitMiB = mebibytes(String(container().resources?.limits?.memory ?? ''));
          const heapMiB = Number(
            /--max-old-space-size=(\d+)/.exec(
              variableValue(container(), 'NODE_OPTIONS') ?? '',
            )?.[1],
          );
          expect(heapMiB / limitMiB).toBeGreaterThanOrEqual(0.6);
          expect(heapMiB / limitMiB).toBeLessThanOrEqual(0.8);
        });
      }

      if (deployable.kind === 'static' || deployable.role === 'server') {
        it('has a Service in front of its pods', () => {
          const service = findObject<IService>(objects, 'Service', name);
          expect(
            selects(
              { matchLabels: service.spec?.selector ?? {} },
              deployment.spec.template.metadata?.labels ?? {},
            ),
          ).toBe(true);
          expect(service.spec?.ports).toContainEqual(
            expect.objectContaining({ port: 80, targetPort: 'http' }),
          );
        });
      }

      it('has a PodDisruptionBudget that lets a node drain', () => {
        const budget = findObject<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', name);
        expect(
          selects(budget.spec?.selector ?? {}, deployment.spec.template.metadata?.labels ?? {}),
        ).toBe(true);
        expect(budget.spec?.maxUnavailable).toBe(1);
      });

      if (deployable.kind === 'node' && deployable.role === 'server') {
        it('is scaled by a HorizontalPodAutoscaler that owns its replica count', () => {
          const autoscaler = findObject<IHorizontalPodAutoscaler>(
            objects,
            'HorizontalPodAutoscaler',
            name,
          );
          expect(autoscaler.spec?.scaleTargetRef).toEqual({
            apiVersion: 'apps/v1',
            kind: 'Deployment',
            name,
          });
          expect(autoscaler.spec?.minReplicas).toBeGreaterThanOrEqual(1);
          expect(autoscaler.spec?.maxReplicas).toBeGreaterThan(autoscaler.spec?.minReplicas ?? 1);
          expect(deployment.spec.replicas).toBeUndefined();
        });
      }

      if (deployable.kind === 'node' && deployable.migrate) {
        it('has a migration Job for this release, from the same image', () => {
          const tag = imageTag(container().image);
          const job = findObject<IJob>(objects, 'Job', `${name}-migrate-${tag}`);
          // A Job's name ends up in a label of its pods: a DNS label of 63 characters at most.
          expect(job.metadata.name).toMatch(/^[a-z0-9]([a-z0-9.-]{0,61}[a-z0-9])?$/);
          const jobContainer = appContainer(job.spec?.template.spec);
          expect(jobContainer.image).toBe(container().image);
          expect(jobContainer.command).toEqual(deployable.migrate);
          expect(job.spec?.template.spec?.restartPolicy).toBe('Never');
          expect(jobContainer.env?.find((v) => v.name === 'DATABASE_URL')).toEqual(
            container().env?.find((v) => v.name === 'DATABASE_URL'),
          );
          expect(job.spec?.template.metadata?.labels?.['studio.io/postgres']).toBe('true');
          // docs/deploying.md applies and waits for a release's migrations by these labels.
          expect(job.metadata.labels).toMatchObject({
            'studio.io/migrates': name,
            'studio.io/release-step': 'migrate',
          });
        });
      }
    },
  );

  it('has no Service for a worker: nothing calls it', () => {
    const workers = deployables.filter((d) => d.kind === 'node' && d.role === 'worker');
    expect(workers.length).toBeGreaterThan(0);
    const services = objectsOfKind<IService>(objects, 'Service');
    for (const worker of workers) {
      const labels =
        deployments.find((d) => d.metadata.name === worker.name)?.spec.template.metadata?.labels ??
        {};
      expect(
        services.filter((service) =>
          selects({ matchLabels: service.spec?.selector ?? {} }, labels),
        ),
        worker.name,
      ).toEqual([]);
    }
  });

  it('labels the configuration so a release can apply it before the migrations', () => {
    const configMaps = objectsOfKind(objects, 'ConfigMap');
    expect(configMaps.length).toBeGreaterThan(0);
    for (const configMap of configMaps) {
      expect(configMap.metadata.labels?.['studio.io/release-step'], configMap.metadata.name).toBe(
        'config',
      );
    }
  });

  it('runs every migration Job non-root with limits', () => {
    for (const job of objectsOfKind<IJob>(objects, 'Job')) {
      expect(job.spec?.template.spec?.securityContext?.runAsNonRoot).toBe(true);
      expect(appContainer(job.spec?.template.spec).resources?.limits?.memory).toBeDefined();
    }
  });
});
