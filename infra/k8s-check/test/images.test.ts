import { describe, expect, it } from 'vitest';
import { nodeDeployables, staticDeployables } from '../src/deployables.js';
import { copiesFrom, parseDockerfile, type Stage } from '../src/dockerfile.js';
import { readRepoFile } from '../src/repo.js';

const runs = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.text);

function expectHardenedFinalStage(final: Stage, uid: string) {
  const user = final.instructions.filter((i) => i.keyword === 'USER').at(-1)?.text ?? '';
  // Numeric, so Kubernetes' runAsNonRoot can verify it without reading /etc/passwd.
  expect(user).toBe(`${uid}:${uid}`);
  expect(final.instructions.map((i) => i.keyword)).toContain('HEALTHCHECK');
  expect(final.instructions.find((i) => i.keyword === 'EXPOSE')?.text).toBe('8080');
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
    expectHardenedFinalStage(final, '1000');
  });

  it('ships only production dependencies of the one workspace, and compiled code', () => {
    const copies = copiesFrom(final);
    const dependencyStage = copies.find((copy) => copy.sources.includes('/app/'))?.from ?? '';
    expect(runs(dockerfile.stage(dependencyStage)).join(' ')).toMatch(
      /npm ci --omit=dev --workspace="\$\{WORKSPACE\}"/,
    );
    // The build stage holds dev dependencies: only its assembled dist folders may leave it.
    expect(copies.filter((copy) => copy.from === 'build')).toEqual([
      { from: 'build', sources: ['/out/'] },
    ]);
    expect(runs(dockerfile.stage('build')).join(' ')).toMatch(
      /cp -R "\$dir\/dist" "\$dir\/package.json"/,
    );
    expect(final.instructions.find((i) => i.keyword === 'ENV')?.text).toMatch(
      /NODE_ENV=production/,
    );
  });

  it('starts the workspace entry as PID 1 so SIGTERM reaches node', () => {
    expect(final.instructions.find((i) => i.keyword === 'CMD')?.text).toBe(
      '["sh", "-c", "exec node \\"$STUDIO_ENTRY\\""]',
    );
    expect(
      final.instructions.find((i) => i.keyword === 'ARG' && i.text.startsWith('ENTRY='))?.text,
    ).toBe('ENTRY=dist/server.js');
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
  it.each(['shell', 'remote'])(
    'serves the %s site from unprivileged nginx with a HEALTHCHECK',
    (site) => {
      const dockerfile = parseDockerfile('infra/docker/static.Dockerfile', { SITE: site });
      const { final } = dockerfile;
      expect(final.base).toBe(`site-${site}`);
      expect(dockerfile.imageOf(final)).toMatch(/^nginxinc\/nginx-unprivileged:\d+\.\d+-alpine$/);
      expectHardenedFinalStage(final, '101');
      // Only built files leave the build stage, never its node_modules.
      const fromBuild = [...dockerfile.stages.flatMap(copiesFrom)].filter(
        (copy) => copy.from === 'build',
      );
      for (const copy of fromBuild)
        for (const source of copy.sources) expect(source).toMatch(/\/dist\/(\.nginx\/)?$/);
    },
  );

  it('puts a remote under /remotes/<area>/<release>/ and carries the previous releases', () => {
    const dockerfile = parseDockerfile('infra/docker/static.Dockerfile', { SITE: 'remote' });
    const site = dockerfile.stage('site-remote');
    const copies = site.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => `${i.flags.from} ${i.text}`);
    expect(copies).toContain(
      'build /repo/${APP}/dist/ /usr/share/nginx/html/remotes/${AREA}/${RELEASE}/',
    );
    expect(copies).toContain(
      'previous-release /usr/share/nginx/html/remotes/ /usr/share/nginx/html/remotes/',
    );
  });

  it("gives the shell's nginx the page headers its build wrote, outside the web root", () => {
    const site = parseDockerfile('infra/docker/static.Dockerfile', { SITE: 'shell' }).stage(
      'site-shell',
    );
    const copies = site.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => ({ text: i.text, exclude: i.flags.exclude }));
    expect(copies).toContainEqual({
      text: '/repo/shell/dist/ /usr/share/nginx/html/',
      exclude: '.nginx',
    });
    expect(copies).toContainEqual({
      text: '/repo/shell/dist/.nginx/ /etc/nginx/snippets/',
      exclude: undefined,
    });
    expect(readRepoFile('shell/package.json')).toContain('scripts/write-nginx-security-headers.ts');
    expect(readRepoFile('infra/docker/nginx/shell.conf')).toContain(
      'include /etc/nginx/snippets/html-security-headers.conf;',
    );
  });

  it('can build every frontend workspace', () => {
    const build = runs(parseDockerfile('infra/docker/static.Dockerfile').stage('build')).join(' ');
    expect(build).toContain('npm run build --workspace "${APP}"');
    // The shell's site serves the prerendered public pages and /login: its build runs mfe-public's
    // and mfe-staff's prerender.
    expect(build).toMatch(/"\$\{SITE\}" = shell \]; then npm run build:shell-site;/);
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
