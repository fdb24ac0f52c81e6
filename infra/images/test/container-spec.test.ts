import { describe, expect, it } from 'vitest';
import {
  containerSpec,
  podmanCpus,
  podmanMemory,
  podmanRunArgs,
  rewriteUpstreamServers,
} from '../src/container-spec.js';
import type { ConfigMap, Workload } from '../src/kube-objects.js';

const configMaps = new Map<string, ConfigMap>([
  [
    'studio-config-abc',
    {
      kind: 'ConfigMap',
      metadata: { name: 'studio-config-abc' },
      data: {
        HOST: '0.0.0.0',
        PORT: '8080',
        AUTH_URL: 'http://auth',
        PUBLIC_BASE_URL: 'https://studio.dev.example.com',
        REDIS_PREFIX: 'studio:',
        LOG_LEVEL: 'debug',
      },
    },
  ],
]);

const host = {
  port: 41001,
  serviceUrls: { auth: 'http://127.0.0.1:40001' },
  publicBaseUrl: 'http://localhost:40000',
  redisPrefix: 'run1:',
  secrets: { 'auth-database': { DATABASE_URL: 'postgres://local/db' } },
};

function deployment(
  container: Partial<Workload['spec']['template']['spec']['containers'][number]>,
): Workload {
  return {
    kind: 'Deployment',
    metadata: { name: 'auth' },
    spec: {
      template: {
        metadata: { name: 'auth', labels: { 'app.kubernetes.io/name': 'auth' } },
        spec: {
          securityContext: { runAsNonRoot: true },
          terminationGracePeriodSeconds: 30,
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }],
          containers: [
            {
              name: 'app',
              image: 'localhost/studio/auth:local',
              command: ['node', 'dist/server.js'],
              ports: [{ containerPort: 8080, name: 'http' }],
              envFrom: [{ configMapRef: { name: 'studio-config-abc' } }],
              env: [
                {
                  name: 'DATABASE_URL',
                  valueFrom: { secretKeyRef: { name: 'auth-database', key: 'DATABASE_URL' } },
                },
              ],
              readinessProbe: {
                httpGet: { path: '/readyz', port: 'http' },
                periodSeconds: 5,
                failureThreshold: 2,
              },
              resources: { limits: { cpu: '500m', memory: '512Mi' } },
              securityContext: {
                readOnlyRootFilesystem: true,
                allowPrivilegeEscalation: false,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
              ...container,
            },
          ],
        },
      },
    },
  };
}

describe('a Deployment as podman runs it on the host network', () => {
  it("keeps the manifest's env, security and limits, and changes only what host networking needs", () => {
    const spec = containerSpec(deployment({}), configMaps, host);
    expect(spec.env).toEqual({
      HOST: '127.0.0.1',
      PORT: '41001',
      AUTH_URL: 'http://127.0.0.1:40001',
      PUBLIC_BASE_URL: 'http://localhost:40000',
      REDIS_PREFIX: 'run1:',
      LOG_LEVEL: 'debug',
      DATABASE_URL: 'postgres://local/db',
    });
    const args = podmanRunArgs(spec, {
      name: 'c1',
      labels: {},
      configMapDirs: {},
      fileHostPaths: {},
    });
    expect(args).toEqual(
      expect.arrayContaining([
        '--network',
        'host',
        '--read-only',
        '--cap-drop',
        'ALL',
        '--memory',
        '512m',
        '--cpus',
        '0.5',
      ]),
    );
    expect(args.join(' ')).toContain('--tmpfs /tmp:rw,size=64m,mode=1777');
    expect(args.join(' ')).toContain('--security-opt no-new-privileges');
    expect(args.slice(-3)).toEqual(['localhost/studio/auth:local', 'node', 'dist/server.js']);
    expect(spec.probes.readiness).toEqual({
      path: '/readyz',
      periodMs: 5000,
      failureThreshold: 2,
      timeoutMs: 1000,
    });
    expect(spec.runAsNonRoot).toBe(true);
  });

  it('gives a ledger worker its HEALTH_PORT and a static server a listen address file', () => {
    const worker = containerSpec(
      deployment({ env: [{ name: 'HEALTH_PORT', value: '8080' }] }),
      configMaps,
      host,
    );
    expect(worker.env.HEALTH_PORT).toBe('41001');
    expect(worker.env.PORT).toBe('8080');
    const nginx = containerSpec(
      deployment({ env: [], envFrom: [], command: [] }),
      configMaps,
      host,
    );
    expect(nginx.files).toEqual([
      { path: '/etc/nginx/listen.conf', content: 'listen 127.0.0.1:41001;\n' },
    ]);
  });

  it('refuses a Secret it has no value for, instead of starting without it', () => {
    expect(() =>
      containerSpec(
        deployment({
          env: [{ name: 'X', valueFrom: { secretKeyRef: { name: 'missing', key: 'X' } } }],
        }),
        configMaps,
        host,
      ),
    ).toThrow(/no value for Secret missing key X/);
  });

  it('reads Kubernetes quantities as podman takes them', () => {
    expect([
      podmanMemory('64Mi'),
      podmanMemory('1Gi'),
      podmanCpus('200m'),
      podmanCpus('1'),
    ]).toEqual(['64m', '1g', '0.2', '1']);
  });
});

describe('rewriteUpstreamServers', () => {
  it("points an nginx upstream's server at the proxy standing in for the Service", () => {
    const conf = 'upstream studio_bff {\n  server bff:80;\n  keepalive 4;\n}\n';
    expect(rewriteUpstreamServers(conf, { bff: 'http://127.0.0.1:40123' })).toBe(
      'upstream studio_bff {\n  server 127.0.0.1:40123;\n  keepalive 4;\n}\n',
    );
  });

  it('leaves servers that are not Services and other files as they are', () => {
    const conf = 'upstream x {\n  server example.org:80;\n}\nserver_name _;\n';
    expect(rewriteUpstreamServers(conf, { bff: 'http://127.0.0.1:40123' })).toBe(conf);
    expect(rewriteUpstreamServers('{"remotes":[]}', { bff: 'http://127.0.0.1:1' })).toBe(
      '{"remotes":[]}',
    );
  });
});
