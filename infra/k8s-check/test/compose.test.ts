import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { nodeDeployables, staticDeployables } from '../src/deployables.js';
import { readRepoFile } from '../src/repo.js';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  healthcheck?: { disable?: boolean };
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  read_only?: boolean;
  cap_drop?: string[];
  volumes?: string[];
}

const compose = parse(readRepoFile('infra/docker/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis and a mail catcher beside the portal', () => {
    expect(service('postgres').image).toMatch(/^postgres:\d+/);
    expect(service('redis').image).toMatch(/^redis:\d+/);
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit:/);
    expect(service('mailer').environment?.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it.each(nodeDeployables().map((d) => [d.name, d] as const))(
    'builds and starts %s from its workspace',
    (name, deployable) => {
      const { build, read_only, cap_drop, image, command } = service(name);
      expect(build?.context).toBe('../..');
      expect(build?.dockerfile).toBe('infra/docker/node.Dockerfile');
      expect(build?.args?.WORKSPACE).toBe(deployable.workspace);
      expect(image).toBe(`studio/${deployable.image}:local`);
      // The image starts ENTRY; a second entry of the same image overrides the command.
      expect(command ?? ['node', build?.args?.ENTRY ?? 'dist/server.js']).toEqual(deployable.start);
      expect(read_only).toBe(true);
      expect(cap_drop).toEqual(['ALL']);
      if (!deployable.servesHealth) {
        // The image's HEALTHCHECK asks /healthz, which this entry does not serve.
        expect(service(name).healthcheck?.disable).toBe(true);
        expect(service(name).restart).toBe('unless-stopped');
      }
      if (deployable.usesDatabase && !deployable.migrate) {
        expect(service(name).depends_on?.[`${deployable.image}-migrate`]).toEqual({
          condition: 'service_completed_successfully',
        });
      }
      if (deployable.migrate) {
        const migration = service(`${name}-migrate`);
        expect(migration.command).toEqual(deployable.migrate);
        expect(migration.image).toBe(service(name).image);
        expect(service(name).depends_on?.[`${name}-migrate`]).toEqual({
          condition: 'service_completed_successfully',
        });
      }
    },
  );

  it.each(staticDeployables().map((d) => [d.name, d] as const))(
    'builds and serves %s',
    (name, deployable) => {
      const { build, read_only } = service(name);
      expect(build?.dockerfile).toBe('infra/docker/static.Dockerfile');
      expect(build?.args?.APP).toBe(deployable.workspace);
      expect(build?.args?.SITE).toBe(deployable.remote ? 'remote' : 'shell');
      expect(build?.args?.AREA).toBe(deployable.remote?.area);
      expect(read_only).toBe(true);
    },
  );

  it("gives the shell a remotes.json that names each remote's compose build", () => {
    const mount = service('shell').volumes?.find((volume) =>
      volume.endsWith(':/etc/studio/runtime/remotes.json:ro'),
    );
    expect(mount).toBe('./remotes.json:/etc/studio/runtime/remotes.json:ro');
    const remotes = (
      JSON.parse(readRepoFile('infra/docker/remotes.json')) as {
        remotes: { name: string; entry: string }[];
      }
    ).remotes;
    for (const deployable of staticDeployables().filter((d) => d.remote)) {
      const release = service(deployable.name).build?.args?.RELEASE;
      expect(remotes).toContainEqual({
        name: deployable.remote?.containerName,
        entry: `/remotes/${deployable.remote?.area}/${release}/mf-manifest.json`,
      });
    }
  });

  it('routes through one edge like the Kubernetes HTTPRoute', () => {
    const edge = readRepoFile('infra/docker/nginx/edge.conf');
    const upstreams = Object.fromEntries(
      [...edge.matchAll(/upstream (\w+) \{ server ([\w-]+):8080; \}/g)].map(
        ([, upstream, host]) => [upstream, host],
      ),
    );
    const routes = Object.fromEntries(
      [...edge.matchAll(/location ([\w/]+) \{ proxy_pass http:\/\/(\w+); \}/g)].map(
        ([, path, upstream]) => [path, upstreams[upstream ?? '']],
      ),
    );
    const expected: Record<string, string> = { '/api/': 'bff', '/': 'shell' };
    for (const remote of staticDeployables().filter((d) => d.remote)) {
      expected[`/remotes/${remote.remote?.area}/`] = remote.name;
    }
    expect(routes).toEqual(expected);
    for (const host of Object.values(routes)) expect(Object.keys(compose.services)).toContain(host);
  });
});
