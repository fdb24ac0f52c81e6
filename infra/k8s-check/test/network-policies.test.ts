import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import { describe, expect, it } from 'vitest';
import { nodeDeployables } from '../src/deployables.js';
import { objectsOfKind, overlays, renderOverlay } from '../src/kustomize.js';
import { connectionAllowed, type Endpoint, type NetworkPolicy } from '../src/network-policy.js';

const postgresPort = 5432;
const redisPort = 6379;
const appPort = 8080;
// The ledger workers of the services (docs/architecture.md): they use their service's database and
// call the customer service's ledger route.
const ledgerWorkers = nodeDeployables()
  .filter((d) => d.role === 'worker' && d.usesDatabase)
  .map((d) => d.name)
  .sort();
const ledgerOwner = 'customer';

describe.each(overlays)('overlay %s: who may talk to whom', (overlay) => {
  const objects = renderOverlay(overlay);
  const policies = objectsOfKind<NetworkPolicy>(objects, 'NetworkPolicy') as NetworkPolicy[];
  const namespace = objects.find((object) => object.kind === 'Namespace')?.metadata.name ?? '';
  const namespaceLabels = { 'kubernetes.io/metadata.name': namespace };

  const pods = new Map<string, Endpoint>();
  for (const deployment of objectsOfKind<IDeployment>(objects, 'Deployment')) {
    pods.set(deployment.metadata.name, {
      namespace,
      namespaceLabels,
      podLabels: deployment.spec?.template.metadata?.labels ?? {},
    });
  }
  for (const job of objectsOfKind<IJob>(objects, 'Job')) {
    pods.set(job.metadata.name, {
      namespace,
      namespaceLabels,
      podLabels: job.spec?.template.metadata?.labels ?? {},
    });
  }
  const component = (name: string) => pods.get(name)?.podLabels?.['app.kubernetes.io/component'];
  const named = (...components: string[]) =>
    [...pods.keys()].filter((name) => components.includes(component(name) ?? '')).sort();

  /** Everything outside the namespace that the policies name: the datastores wherever this overlay puts them. */
  const outside = (port: number): Endpoint[] =>
    policies.flatMap((policy) =>
      (policy.spec.egress ?? [])
        .filter((rule) => rule.ports?.some((p) => p.port === port))
        .flatMap((rule) => rule.to ?? [])
        .map((peer) =>
          peer.ipBlock
            ? { namespace: '', namespaceLabels: {}, ip: peer.ipBlock.cidr.split('/')[0] }
            : {
                namespace: 'elsewhere',
                namespaceLabels: peer.namespaceSelector?.matchLabels ?? {},
                podLabels: peer.podSelector?.matchLabels ?? {},
              },
        ),
    );

  const reaching = (destinations: Endpoint[], port: number) =>
    [...pods.entries()]
      .filter(([, pod]) =>
        destinations.some((destination) => connectionAllowed(policies, pod, destination, port)),
      )
      .map(([name]) => name)
      .sort();

  it('denies everything by default, in and out', () => {
    expect(policies).toContainEqual(
      expect.objectContaining({ spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] } }),
    );
  });

  it('lets the BFF and the services reach the services, the ledger workers the ledger, and the reminder worker auth', () => {
    expect(ledgerWorkers).toEqual(['payment-worker', 'training-worker']);
    for (const [target] of [...pods.entries()].filter(([name]) => component(name) === 'service')) {
      const callers = [...pods.entries()]
        .filter(([, pod]) =>
          connectionAllowed(policies, pod, pods.get(target) as Endpoint, appPort),
        )
        .map(([name]) => name)
        .sort();
      const expected = [
        ...named('bff', 'service'),
        ...(target === ledgerOwner ? ledgerWorkers : []),
        // Session reminders read the settings and trainer names.
        ...(target === 'auth' ? ['training-worker'] : []),
      ];
      expect(callers, target).toEqual(expected.sort());
    }
  });

  it('lets no pod in the namespace call the frontends or the workers, and only the shell the BFF', () => {
    for (const [target] of [...pods.entries()].filter(([name]) => component(name) !== 'service')) {
      const callers = [...pods.entries()]
        .filter(([, pod]) =>
          connectionAllowed(policies, pod, pods.get(target) as Endpoint, appPort),
        )
        .map(([name]) => name);
      // The shell's nginx includes the home page's published results from the BFF (issue 30).
      expect(callers, target).toEqual(target === 'bff' ? ['shell'] : []);
    }
  });

  it('exposes the shell, the remotes and the BFF to the gateway, and nothing else', () => {
    const gateway: Endpoint = {
      namespace: 'envoy-gateway-system',
      namespaceLabels: { 'kubernetes.io/metadata.name': 'envoy-gateway-system' },
      podLabels: { 'app.kubernetes.io/name': 'envoy' },
    };
    const exposed = [...pods.entries()]
      .filter(([, pod]) => connectionAllowed(policies, gateway, pod, appPort))
      .map(([name]) => name)
      .sort();
    expect(exposed).toEqual(named('bff', 'frontend'));
  });

  it('lets only the services, their ledger workers and their migrations reach PostgreSQL', () => {
    expect(outside(postgresPort).length).toBeGreaterThan(0);
    expect(reaching(outside(postgresPort), postgresPort)).toEqual(
      [...named('service', 'migration'), ...ledgerWorkers].sort(),
    );
  });

  it('lets only the BFF, the services and the workers reach Redis', () => {
    expect(outside(redisPort).length).toBeGreaterThan(0);
    expect(reaching(outside(redisPort), redisPort)).toEqual(named('bff', 'service', 'worker'));
  });

  it('lets only the mail worker out to the internet, and only to SMTP submission', () => {
    const internet: Endpoint = { namespace: '', namespaceLabels: {}, ip: '203.0.113.10' };
    for (const port of [80, 443, 587, 465, 25, postgresPort, redisPort]) {
      const expected = port === 587 || port === 465 ? ['mailer'] : [];
      expect(reaching([internet], port), `port ${port}`).toEqual(expected);
    }
  });

  it('lets every pod resolve names', () => {
    const dns: Endpoint = {
      namespace: 'kube-system',
      namespaceLabels: { 'kubernetes.io/metadata.name': 'kube-system' },
      podLabels: { 'k8s-app': 'kube-dns' },
    };
    expect(reaching([dns], 53)).toEqual([...pods.keys()].sort());
  });
});
