import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellBuildSecurityHeaders } from './html-security-headers.js';

/**
 * Where the shell's build keeps the nginx include with its pages' headers. A dot folder: the
 * local edge does not serve it, and static.Dockerfile copies it to /etc/nginx/snippets/ and
 * leaves it out of the web root.
 */
export const nginxHeadersFile = path.join('.nginx', 'html-security-headers.conf');

/** `add_header` lines for an nginx `location`; `always` so error pages carry them too. */
export function nginxAddHeaders(headers: [string, string][]): string {
  return headers
    .map(([name, value]) => {
      if (/["$\\\n]/.test(value)) throw new Error(`${name} cannot be written for nginx: ${value}`);
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

/**
 * Writes the include for the shell image's nginx (infra/docker/nginx/shell.conf): the pages'
 * headers as served over HTTPS behind the gateway, hashes taken from the HTML in `shellDir` now.
 * Run after every step that writes HTML there (the shell's build, mfe-public's prerendering).
 */
export function writeNginxSecurityHeaders(shellDir: string): string {
  const file = path.join(shellDir, nginxHeadersFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `# Written by the build (shell/kit/build/nginx-security-headers.ts) from this build's pages.\n` +
      `# nginx drops inherited add_header lines in a location that adds its own: include in each.\n` +
      `${nginxAddHeaders(shellBuildSecurityHeaders(shellDir, { https: true }))}\n`,
  );
  return file;
}
