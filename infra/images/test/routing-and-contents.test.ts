import { describe, expect, it } from 'vitest';
import { checkNodeImage, type ImageFile } from '../src/image-contents.js';
import { remotesServing } from '../src/portal-from-images.js';
import { lockfilePathOf } from '../src/production-tree.js';
import { routeFor, routeTable } from '../src/service-router.js';

describe('the Gateway stand-in', () => {
  const table = routeTable([
    {
      kind: 'HTTPRoute',
      metadata: { name: 'studio' },
      spec: {
        rules: [
          { matches: [{ path: { value: '/api' } }], backendRefs: [{ name: 'bff' }] },
          {
            matches: [{ path: { value: '/remotes/staff' } }],
            backendRefs: [{ name: 'mfe-staff' }],
          },
          { matches: [{ path: { value: '/' } }], backendRefs: [{ name: 'shell' }] },
        ],
      },
    },
  ]);

  it('routes by the longest path prefix, on whole path segments', () => {
    expect(routeFor(table, '/api/login')).toBe('bff');
    expect(routeFor(table, '/api')).toBe('bff');
    expect(routeFor(table, '/apiary')).toBe('shell');
    expect(routeFor(table, '/remotes/staff/local/mf-manifest.json?x=1')).toBe('mfe-staff');
    expect(routeFor(table, '/customers')).toBe('shell');
  });
});

describe("the shell's remote list for the images run", () => {
  it('names the release each remote image serves', () => {
    const remotes = {
      remotes: [{ name: 'mfe_staff', entry: '/remotes/staff/2026.11.22-1/mf-manifest.json' }],
    };
    expect(remotesServing(remotes, () => 'local')).toEqual({
      remotes: [{ name: 'mfe_staff', entry: '/remotes/staff/local/mf-manifest.json' }],
    });
  });
});

describe('what a Node image may hold', () => {
  const lockfile = {
    'node_modules/fastify': {},
    'node_modules/vitest': { dev: true },
    'node_modules/argon2': {},
    'services/service-kit/node_modules/ajv': {},
  };
  const file = (path: string, uid = 0, mode = 0o100644): ImageFile => ({
    path,
    size: 10,
    uid,
    mode,
  });

  it('finds the package of a file by the longest lockfile path', () => {
    expect(
      lockfilePathOf('node_modules/pino/test/fixtures/node_modules/x/index.js', {
        'node_modules/pino': {},
      }),
    ).toBe('node_modules/pino');
    expect(lockfilePathOf('services/service-kit/node_modules/ajv/lib/a.js', lockfile)).toBe(
      'services/service-kit/node_modules/ajv',
    );
  });

  it('passes compiled code and the production tree, and names every other file', () => {
    const report = checkNodeImage(
      [
        file('/app/node_modules/fastify/index.js'),
        file('/app/services/service-kit/node_modules/ajv/lib/a.js'),
        file('/app/services/auth/dist/server.js'),
        file('/app/node_modules/vitest/index.js'),
        file('/app/node_modules/argon2/index.js'),
        file('/app/services/auth/src/server.ts'),
        file('/app/services/service-kit/dist/testing/database.js'),
        file('/app/services/auth/dist/app.js', 1000),
        file('/app/services/auth/dist/api.js', 0, 0o100666),
      ],
      {
        productionTree: new Set(['node_modules/fastify', 'services/service-kit/node_modules/ajv']),
        lockfile,
      },
    );
    expect(report.problems).toEqual([
      'dev dependency node_modules/vitest',
      "node_modules/argon2 is not in this workspace's production dependency tree",
      'source or test file /app/services/auth/src/server.ts',
      'source or test file /app/services/service-kit/dist/testing/database.js',
      '/app/services/auth/dist/app.js is owned by uid 1000, not root',
      '/app/services/auth/dist/api.js is writable by others',
    ]);
  });
});
