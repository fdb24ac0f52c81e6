// What a Node image holds under /app, assembled from a repository whose dependencies are installed
// (`npm ci`) and whose workspace is compiled (`tsc -b`):
//
//   node infra/docker/assemble-node-app.mjs <workspace> <out-dir>
//
// - node_modules: the workspace's production dependency tree as the lockfile records it (what
//   `npm ls --omit=dev --workspace=<workspace>` lists), copied from the installed tree at the same
//   paths. `npm ci --omit=dev --workspace` would also install the production dependencies of the
//   workspaces it merely links (a service's tests' dev dependency on another service), so the tree is
//   taken from the lockfile instead;
// - each workspace of that tree (the one named and the ones it depends on): package.json and its
//   compiled dist/, without type declarations, source maps and the test helpers under dist/testing/.
//
// node.Dockerfile runs it inside a from-source build; `npm run images` runs the same script on the
// machine's own install and build, so both give the same /app.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const [workspace, outArgument] = process.argv.slice(2);
if (!workspace || !outArgument) {
  console.error('usage: node infra/docker/assemble-node-app.mjs <workspace> <out-dir>');
  process.exit(2);
}
const root = process.cwd();
const out = path.resolve(outArgument);

/** Files no process reads at run time. */
const notShipped = (file) =>
  /\.d\.[cm]?ts$/.test(file) || file.endsWith('.map') || file.endsWith('.tsbuildinfo');

const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const listed = execFileSync(
  'npm',
  ['ls', '--package-lock-only', '--omit=dev', `--workspace=${workspace}`, '--all', '--parseable'],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const packagePaths = [
  ...new Set(
    listed
      .split('\n')
      .map((line) => path.relative(root, line.trim()))
      .filter((relative) => relative.includes('node_modules')),
  ),
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const workspaces = new Set([workspace]);
for (const packagePath of packagePaths) {
  const entry = lockfile.packages?.[packagePath];
  if (entry?.link) {
    // A workspace: node_modules/@studio/x -> ../../services/x, as npm links it.
    workspaces.add(entry.resolved);
    mkdirSync(path.dirname(path.join(out, packagePath)), { recursive: true });
    symlinkSync(
      path.relative(path.dirname(path.join(root, packagePath)), path.join(root, entry.resolved)),
      path.join(out, packagePath),
    );
    continue;
  }
  const source = path.join(root, packagePath);
  if (!existsSync(source)) {
    // npm installs an optional dependency only for its platform (the other CPUs' binaries).
    if (entry?.optional) continue;
    throw new Error(`${packagePath} is in the production tree but not installed: run npm ci`);
  }
  // Nested node_modules are listed (and copied) as packages of their own when they are needed.
  cpSync(source, path.join(out, packagePath), {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
    filter: (file) =>
      !notShipped(file) && path.relative(source, file).split(path.sep)[0] !== 'node_modules',
  });
}

for (const member of workspaces) {
  const dist = path.join(root, member, 'dist');
  if (!existsSync(dist)) throw new Error(`${member}/dist is missing: build the workspace first`);
  mkdirSync(path.join(out, member), { recursive: true });
  cpSync(path.join(root, member, 'package.json'), path.join(out, member, 'package.json'), {
    preserveTimestamps: true,
  });
  cpSync(dist, path.join(out, member, 'dist'), {
    recursive: true,
    preserveTimestamps: true,
    filter: (file) =>
      !notShipped(file) && path.relative(dist, file).split(path.sep)[0] !== 'testing',
  });
}
