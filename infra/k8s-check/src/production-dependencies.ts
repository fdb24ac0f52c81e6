import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { repoPath, repoRoot } from './repo.js';

/**
 * The packages `npm ci --omit=dev --workspace=<workspace>` installs (node.Dockerfile's `deps`
 * stage), read from the lockfile: the workspace's production dependency tree.
 */
export function productionPackages(workspace: string): Set<string> {
  const output = execFileSync(
    'npm',
    ['ls', '--package-lock-only', '--omit=dev', `--workspace=${workspace}`, '--all', '--parseable'],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Set(
    output
      .split('\n')
      .map((line) => /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(line.trim())?.[1])
      .filter((name): name is string => name !== undefined),
  );
}

/** The workspace and the workspaces its tsconfig references, as `tsc -b` builds them. */
export function referencedWorkspaces(workspace: string, seen = new Set<string>()): Set<string> {
  if (seen.has(workspace)) return seen;
  seen.add(workspace);
  const tsconfig = JSON.parse(readFileSync(repoPath(workspace, 'tsconfig.json'), 'utf8')) as {
    references?: { path: string }[];
  };
  for (const reference of tsconfig.references ?? []) {
    referencedWorkspaces(path.normalize(path.join(workspace, reference.path)), seen);
  }
  return seen;
}

function javascriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return javascriptFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

const builtins = new Set(builtinModules);

/**
 * Every package a workspace's compiled code imports by name, with a file that imports it. Modules
 * under a `testing/` folder (service-kit's test database, Redis and SMTP helpers) are for tests
 * only and skipped; importing one from anything else is reported as the package `testing/…`.
 */
export function importedPackages(workspace: string): Map<string, string> {
  const dist = repoPath(workspace, 'dist');
  if (!existsSync(dist)) throw new Error(`${workspace}/dist is missing: run npm run build first`);
  const imported = new Map<string, string>();
  // A real module lexer: a pattern match took words in strings (`['from', 'to']`) for imports.
  initSync();
  const testOnly = `${path.sep}testing${path.sep}`;
  for (const file of javascriptFiles(dist).filter(
    (f) => !f.slice(dist.length).includes(testOnly),
  )) {
    const [imports] = parse(readFileSync(file, 'utf8'));
    for (const { n: specifier } of imports) {
      if (specifier === undefined) continue;
      if (/(^|\/)testing\//.test(specifier)) {
        imported.set(`testing/ (${specifier})`, path.relative(repoRoot, file));
        continue;
      }
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier))
        continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@')
        ? parts.slice(0, 2).join('/')
        : (parts[0] ?? specifier);
      if (!imported.has(name)) imported.set(name, path.relative(repoRoot, file));
    }
  }
  return imported;
}
