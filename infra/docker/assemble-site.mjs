// What a static image serves, assembled from a repository whose frontends are built:
//
//   node infra/docker/assemble-site.mjs shell <out-dir>
//   node infra/docker/assemble-site.mjs remote <out-dir> <app> <area> <release>
//
// writes the image's files under <out-dir> as they lie in the image: usr/share/nginx/html/ (the
// web root) and etc/nginx/:
// - the shell: its dist/ as the web root; the pages' header include its build wrote to dist/.nginx/
//   goes to etc/nginx/snippets/ (an include, never a file to serve); etc/nginx/conf.d/ gets shell.conf;
// - a remote: its dist/ under html/remotes/<area>/<release>/ (what remotes.json names) and under
//   html/remotes/<area>/ (the unversioned path the shell's built remotes.json and compose use);
//   etc/nginx/conf.d/ gets remote.conf.
// Source maps stay out: they carry the sources. static.Dockerfile runs it inside a from-source
// build; `npm run images` runs the same script on the machine's own build.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const [site, outArgument, app, area, release] = process.argv.slice(2);
const usage =
  'usage: node infra/docker/assemble-site.mjs shell <out-dir> | remote <out-dir> <app> <area> <release>';
if (!outArgument || (site !== 'shell' && site !== 'remote') || (site === 'remote' && !release)) {
  console.error(usage);
  process.exit(2);
}
const root = process.cwd();
const out = path.resolve(outArgument);
const html = path.join(out, 'usr/share/nginx/html');
const nginx = path.join(out, 'etc/nginx');
const pageHeaders = '.nginx';

function copyBuild(dist, to) {
  if (!existsSync(dist)) throw new Error(`${path.relative(root, dist)} is missing: build it first`);
  cpSync(dist, to, {
    recursive: true,
    preserveTimestamps: true,
    filter: (file) =>
      !file.endsWith('.map') && path.relative(dist, file).split(path.sep)[0] !== pageHeaders,
  });
}

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(nginx, 'conf.d'), { recursive: true });
mkdirSync(path.join(nginx, 'snippets'), { recursive: true });
if (site === 'shell') {
  const dist = path.join(root, 'shell', 'dist');
  copyBuild(dist, html);
  cpSync(path.join(dist, pageHeaders), path.join(nginx, 'snippets'), {
    recursive: true,
    preserveTimestamps: true,
  });
  cpSync(
    path.join(root, 'infra/docker/nginx/shell.conf'),
    path.join(nginx, 'conf.d/default.conf'),
    { preserveTimestamps: true },
  );
} else {
  const dist = path.join(root, app, 'dist');
  copyBuild(dist, path.join(html, 'remotes', area, release));
  copyBuild(dist, path.join(html, 'remotes', area));
  cpSync(
    path.join(root, 'infra/docker/nginx/remote.conf'),
    path.join(nginx, 'conf.d/default.conf'),
    { preserveTimestamps: true },
  );
}
