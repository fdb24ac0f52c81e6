import { describe, expect, it } from 'vitest';
import { nodeDeployables, staticDeployables } from '../src/deployables.js';
import {
  copiesFrom,
  parseDockerfile,
  type Instruction,
  type ParsedDockerfile,
  type Stage,
} from '../src/dockerfile.js';
import { readRepoFile } from '../src/repo.js';

const runs = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.text);

/** A stage's instructions after those of the stages it is built on (what the image inherits). */
function lineage(dockerfile: ParsedDockerfile, stage: Stage): Instruction[] {
  const parent = dockerfile.stages.find((s) => s.name === stage.base);
  return [...(parent ? lineage(dockerfile, parent) : []), ...stage.instructions];
}

function expectHardened(dockerfile: ParsedDockerfile, stage: Stage, uid: string) {
  const instructions = lineage(dockerfile, stage);
  const user = instructions.filter((i) => i.keyword === 'USER').at(-1)?.text ?? '';
  // Numeric, so Kubernetes' runAsNonRoot can verify it without reading /etc/passwd.
  expect(user).toBe(`${uid}:${uid}`);
  expect(instructions.map((i) => i.keyword)).toContain('HEALTHCHECK');
  expect(instructions.find((i) => i.keyword === 'EXPOSE')?.text).toBe('8080');
}

/** The from-repository image (the last stage) and `--target prebuilt` share one base stage. */
function expectSameBase(dockerfile: ParsedDockerfile, base: string) {
  expect(dockerfile.final.base).toBe(base);
  expect(dockerfile.stage('prebuilt').base).toBe(base);
}

describe.each(['infra/docker/node.Dockerfile', 'infra/docker/static.Dockerfile'])('%s', (path) => {
  const dockerfile = parseDockerfile(path);

  it('has no syntax or instruction errors', () => {
    expect(dockerfile.problems).toEqual([]);
  });

  it('is multi-stage and installs from the lockfile with npm ci, never npm install', () => {
    expect(dockerfile.stages.length).toBeGreaterThan(2);
    const allRuns = dockerfile.stages.flatMap(runs);
    expect(allRuns.some((run) => run.includes('npm ci'))).toBe(true);
    for (const run of allRuns) expect(run).not.toMatch(/\b(npm (install|i|add)|yarn|pnpm)\b/);
    // npm ci cannot run without every workspace's package.json beside the lockfile.
    expect(runs(dockerfile.stage('manifests')).join('\n')).toMatch(
      /package-lock\.json[\s\S]*-name package\.json/,
    );
  });

  it('builds on Node 22 LTS', () => {
    expect(dockerfile.imageOf(dockerfile.stage('build'))).toMatch(/^node:22-/);
  });
});

describe('the Node image (bff, services, mail worker)', () => {
  const dockerfile = parseDockerfile('infra/docker/node.Dockerfile');
  const { final } = dockerfile;

  it('runs on Node 22 LTS as a non-root user with a HEALTHCHECK', () => {
    expect(dockerfile.imageOf(final)).toMatch(/^node:22-/);
    expectSameBase(dockerfile, 'runtime-base');
    for (const stage of [final, dockerfile.stage('prebuilt')])
      expectHardened(dockerfile, stage, '1000');
  });

  it('ships only what assemble-node-app.mjs put together, from source or prebuilt', () => {
    // The build stage holds dev dependencies: only its assembled /repo/app may leave it (the
    // production tree of the one workspace and compiled code; npm run images checks each image).
    expect(copiesFrom(final)).toEqual([{ from: 'build', sources: ['/repo/app/'] }]);
    const build = runs(dockerfile.stage('build')).join(' ');
    expect(build).toContain('node infra/docker/assemble-node-app.mjs "${WORKSPACE}" app');
    expect(dockerfile.stage('prebuilt').instructions).toContainEqual({
      keyword: 'ADD',
      text: 'app.tar /app/',
      flags: {},
    });
    expect(readRepoFile('infra/docker/assemble-node-app.mjs')).toContain("'--omit=dev'");
    expect(lineage(dockerfile, final).find((i) => i.keyword === 'ENV')?.text).toMatch(
      /NODE_ENV=production/,
    );
  });

  it('starts the workspace entry as PID 1 so SIGTERM reaches node', () => {
    const instructions = lineage(dockerfile, final);
    expect(instructions.find((i) => i.keyword === 'CMD')?.text).toBe(
      '["sh", "-c", "exec node \\"$STUDIO_ENTRY\\""]',
    );
    expect(instructions.find((i) => i.keyword === 'ARG' && i.text.startsWith('ENTRY='))?.text).toBe(
      'ENTRY=dist/server.js',
    );
  });

  it('can build every Node deployable: each has a workspace the image knows how to start', () => {
    for (const deployable of nodeDeployables()) {
      expect(deployable.start[0], deployable.name).toBe('node');
      expect(deployable.migrate ?? ['node', 'dist/migrate.js'], deployable.name).toEqual([
        'node',
        'dist/migrate.js',
      ]);
    }
  });
});

describe('the static image (shell and remotes)', () => {
  const dockerfile = parseDockerfile('infra/docker/static.Dockerfile');
  const { final } = dockerfile;

  it("serves Debian's nginx as an unprivileged user on an empty image, with a HEALTHCHECK", () => {
    expect(dockerfile.imageOf(final)).toBe('scratch');
    expectSameBase(dockerfile, 'site-base');
    expect(dockerfile.imageOf(dockerfile.stage('nginx'))).toMatch(/^debian:bookworm-slim$/);
    expect(runs(dockerfile.stage('nginx')).join(' ')).toMatch(/apt-get install .*nginx-light/);
    for (const stage of [final, dockerfile.stage('prebuilt')])
      expectHardened(dockerfile, stage, '101');
    // Only the assembled site leaves the build stage, never its node_modules.
    expect(copiesFrom(final)).toEqual([{ from: 'build', sources: ['/repo/site/'] }]);
    expect(dockerfile.stage('prebuilt').instructions).toContainEqual({
      keyword: 'ADD',
      text: 'site.tar /',
      flags: {},
    });
  });

  it('carries the previous release and builds without one', () => {
    expect(copiesFrom(dockerfile.stage('site-base'))).toContainEqual({
      from: 'previous-release',
      sources: ['/usr/share/nginx/html/'],
    });
    expect(dockerfile.stage('previous-release').base).toBe('no-previous-release');
  });

  it('can build every frontend workspace', () => {
    const build = runs(dockerfile.stage('build')).join(' ');
    expect(build).toContain('npm run build --workspace "${APP}"');
    // The shell's site serves the prerendered public pages and /login: its build runs mfe-public's
    // and mfe-staff's prerender.
    expect(build).toMatch(/"\$\{SITE\}" = shell \]; then npm run build:shell-site;/);
    expect(build).toContain('node infra/docker/assemble-site.mjs "${SITE}" site');
    const rootScripts = (
      JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> }
    ).scripts;
    expect(rootScripts['build:shell-site']).toMatch(
      /--workspace @studio\/shell .*--workspace @studio\/mfe-public/,
    );
    expect(rootScripts['build:shell-site']).toMatch(
      /npm run prerender --workspace @studio\/mfe-public --workspace @studio\/mfe-staff$/,
    );
    expect(
      staticDeployables()
        .map((d) => d.name)
        .sort(),
    ).toEqual(['mfe-client', 'mfe-public', 'mfe-scheduling', 'mfe-staff', 'shell']);
  });
});
