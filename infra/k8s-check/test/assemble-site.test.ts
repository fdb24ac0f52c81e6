import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoPath } from '../src/repo.js';

// What static.Dockerfile (from source) and npm run images (prebuilt) put into a static image, run on
// a made-up build: infra/docker/assemble-site.mjs.
let scratch: string;
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function fakeRepo(files: Record<string, string>): string {
  scratch = mkdtempSync(path.join(tmpdir(), 'studio-assemble-'));
  for (const [file, content] of Object.entries({
    'infra/docker/nginx/shell.conf': 'shell site',
    'infra/docker/nginx/remote.conf': 'remote site',
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), content);
  }
  return scratch;
}

const assemble = (cwd: string, ...args: string[]) =>
  execFileSync(process.execPath, [repoPath('infra/docker/assemble-site.mjs'), ...args], { cwd });

describe('assemble-site.mjs', () => {
  it('puts a remote under /remotes/<area>/<release>/ and the unversioned path, without source maps', () => {
    const repo = fakeRepo({
      'mfe-staff/dist/remoteEntry.js': 'entry',
      'mfe-staff/dist/chunks/a.1234abcd.js': 'chunk',
      'mfe-staff/dist/chunks/a.1234abcd.js.map': '{"sourcesContent":["the source"]}',
    });
    assemble(repo, 'remote', 'out', 'mfe-staff', 'staff', '2026.11.30-1');
    const html = path.join(repo, 'out/usr/share/nginx/html/remotes/staff');
    expect(readFileSync(path.join(html, '2026.11.30-1/remoteEntry.js'), 'utf8')).toBe('entry');
    expect(readFileSync(path.join(html, 'chunks/a.1234abcd.js'), 'utf8')).toBe('chunk');
    expect(existsSync(path.join(html, '2026.11.30-1/chunks/a.1234abcd.js.map'))).toBe(false);
    expect(readFileSync(path.join(repo, 'out/etc/nginx/conf.d/default.conf'), 'utf8')).toBe(
      'remote site',
    );
  });

  it("gives the shell's page headers to nginx, outside the web root", () => {
    const repo = fakeRepo({
      'shell/dist/index.html': '<html>',
      'shell/dist/.nginx/html-security-headers.conf': 'add_header Content-Security-Policy x;',
    });
    assemble(repo, 'shell', 'out');
    expect(readFileSync(path.join(repo, 'out/usr/share/nginx/html/index.html'), 'utf8')).toBe(
      '<html>',
    );
    expect(existsSync(path.join(repo, 'out/usr/share/nginx/html/.nginx'))).toBe(false);
    expect(
      readFileSync(path.join(repo, 'out/etc/nginx/snippets/html-security-headers.conf'), 'utf8'),
    ).toContain('Content-Security-Policy');
    expect(readFileSync(path.join(repo, 'out/etc/nginx/conf.d/default.conf'), 'utf8')).toBe(
      'shell site',
    );
  });
});
