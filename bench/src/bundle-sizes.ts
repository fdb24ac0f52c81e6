import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Configuration, rspack as rspackFunction } from '@rspack/core';

/**
 * Gzip sizes of the remotes' builds, for "bundle sizes of the remotes are equal or smaller"
 * (issue 31): per remote the whole build (every JS and CSS file), and per exposed page what a
 * first visit to it downloads from that remote: `remoteEntry.js`, the page's own chunks and the
 * fallbacks of the shared modules it needs that the shell does not provide (the shell's copy is
 * used when it has one, same version, singleton). `lazy` adds the page's async chunks (a chart
 * drawn on first render is one). The first row is the shell's whole build: what leaves the
 * remotes must not move into the host. Rebuilds the shell and the remotes (their dist), so a
 * later e2e run needs `npm run build:web` again for the shell's prerendered pages.
 *
 *   npx tsx bench/src/bundle-sizes.ts [repo dir]   (default: this checkout)
 */
const remotes = ['mfe-staff', 'mfe-scheduling', 'mfe-client'] as const;

interface StatsModule {
  moduleType?: string;
  chunks?: (string | number)[];
  name?: string;
  identifier?: string;
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  names?: string[];
  siblings?: (string | number)[];
  files?: string[];
  origins?: { moduleIdentifier?: string; moduleName?: string }[];
}
interface Stats {
  modules?: StatsModule[];
  chunks?: StatsChunk[];
}
interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface Manifest {
  exposes: { name: string; assets: ManifestAssets }[];
}

const repoDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
// As `rspack build --mode production` sets it: the configs and loaders read it.
process.env.NODE_ENV = 'production';
const { rspack } = createRequire(path.join(repoDir, 'package.json'))('@rspack/core') as {
  rspack: typeof rspackFunction;
};

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration;

/** Builds one package as `rspack build --mode production` does, keeping the chunk graph. */
async function buildWithStats(packageDir: string): Promise<Stats> {
  const configFile = path.join(repoDir, packageDir, 'rspack.config.ts');
  const factory = ((await import(pathToFileURL(configFile).href)) as { default: ConfigFactory })
    .default;
  const compiler = rspack(factory({}, { mode: 'production' }));
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => {
      if (error || !result || result.hasErrors()) {
        reject(error ?? new Error(`${packageDir}: ${result?.toString('errors-only')}`));
        return;
      }
      resolve(
        result.toJson({
          all: false,
          chunks: true,
          chunkOrigins: true,
          chunkRelations: true,
          modules: true,
          nestedModules: true,
          // Every module inside a concatenated one, not the first few.
          nestedModulesSpace: Number.POSITIVE_INFINITY,
          ids: true,
        }) as Stats,
      );
    }),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats;
}

function allModules(stats: Stats): StatsModule[] {
  const flat: StatsModule[] = [];
  const visit = (modules: StatsModule[] = []) => {
    for (const module of modules) {
      flat.push(module);
      visit(module.modules);
    }
  };
  visit(stats.modules);
  return flat;
}

/** `provide shared module (default) react@19.3.1 = ...` → `react`. */
function providedShareKeys(hostStats: Stats): Set<string> {
  const keys = new Set<string>();
  for (const module of allModules(hostStats)) {
    const key = provideOrigin.exec(module.name ?? '')?.[1];
    if (key) keys.add(key);
  }
  return keys;
}

const provideOrigin = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;
const consumeModule = /^consume shared module \([^)]*\) (.+?)@/;

interface ChunkFacts {
  id: string;
  /** Chunks in the same chunk group: loaded with it. */
  siblings: string[];
  names: string[];
  files: string[];
  /** Modules in the chunk, those inside concatenated ones too. */
  modules: Set<string>;
  /** Share keys its modules consume (loaded with the chunk, before its code runs). */
  consumedKeys: Set<string>;
  /** The share keys whose provided modules load this chunk. */
  providedKeys: Set<string>;
  /** Modules whose `import()` loads this chunk. */
  importedBy: Set<string>;
}

/**
 * A module's identifier without its loaders, and without the `|<hash>` that marks the root of a
 * concatenated module: what an `import()` origin names.
 */
function resourceOf(identifier: string): string {
  return identifier.slice(identifier.lastIndexOf('!') + 1).replace(/\|[0-9a-f]{16}$/, '');
}

/** Per chunk id, its modules: concatenated ones with the modules inside them. */
function modulesByChunk(stats: Stats): Map<string, StatsModule[]> {
  const byChunk = new Map<string, StatsModule[]>();
  for (const module of stats.modules ?? []) {
    for (const chunkId of module.chunks ?? []) {
      const list = byChunk.get(String(chunkId)) ?? [];
      list.push(module, ...(module.modules ?? []));
      byChunk.set(String(chunkId), list);
    }
  }
  return byChunk;
}

function chunkFacts(chunk: StatsChunk, chunkModules: StatsModule[]): ChunkFacts {
  const modules = new Set<string>();
  const consumedKeys = new Set<string>();
  for (const module of chunkModules) {
    if (module.moduleType === 'runtime' || !module.identifier) continue;
    modules.add(resourceOf(module.identifier));
    const consumed = consumeModule.exec(module.name ?? '')?.[1];
    if (consumed) consumedKeys.add(consumed);
  }
  const origins = chunk.origins ?? [];
  return {
    id: String(chunk.id),
    siblings: (chunk.siblings ?? []).map(String),
    names: chunk.names ?? [],
    files: (chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file)),
    modules,
    consumedKeys,
    providedKeys: new Set(
      origins.flatMap((origin) => provideOrigin.exec(origin.moduleName ?? '')?.[1] ?? []),
    ),
    importedBy: new Set(
      origins
        .filter((origin) => !/^(provide|consume) shared module /.test(origin.moduleName ?? ''))
        .map((origin) => resourceOf(origin.moduleIdentifier ?? '')),
    ),
  };
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * What the runtime loads for a page: its chunks, and for every share key they consume that the
 * shell does not provide, the chunks of this remote's provided module (a small shared module is
 * also copied into a consume-fallback chunk, which is not loaded while the remote's own provide is
 * registered), and so on for what those consume. With `lazy`, also the chunks that any loaded
 * module imports with `import()`.
 */
function pageFiles(
  exposeName: string,
  chunks: ChunkFacts[],
  hostKeys: Set<string>,
  lazy: boolean,
): Set<string> {
  const files = new Set(['remoteEntry.js']);
  const loadedModules = new Set<string>();
  const loadedKeys = new Set<string>();
  const exposeChunk = chunks.find((chunk) =>
    chunk.names.includes(`__federation_expose_${exposeName}`),
  );
  if (!exposeChunk) throw new Error(`no chunk for the expose ${exposeName}`);
  let pending = chunks.filter(
    (chunk) => chunk === exposeChunk || exposeChunk.siblings.includes(chunk.id),
  );
  const loadedChunks = new Set<ChunkFacts>();
  while (pending.length > 0) {
    const loaded = pending.filter(
      (chunk) => ![...chunk.modules].every((module) => loadedModules.has(module)),
    );
    for (const chunk of pending) loadedChunks.add(chunk);
    for (const chunk of loaded) {
      for (const file of chunk.files) files.add(file);
      for (const module of chunk.modules) loadedModules.add(module);
    }
    const neededKeys = new Set(
      loaded
        .flatMap((chunk) => [...chunk.consumedKeys])
        .filter((key) => !hostKeys.has(key) && !loadedKeys.has(key)),
    );
    for (const key of neededKeys) loadedKeys.add(key);
    pending = chunks.filter(
      (chunk) =>
        !loadedChunks.has(chunk) &&
        ([...chunk.providedKeys].some((key) => neededKeys.has(key)) ||
          (lazy && [...chunk.importedBy].some((module) => loadedModules.has(module)))),
    );
  }
  return files;
}

function sum(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(path.join(distDir, file));
  return total;
}

function wholeBuild(distDir: string): number {
  const files = fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css)$/.test(file));
  return sum(distDir, files);
}

const hostKeys = providedShareKeys(await buildWithStats('shell'));
const rows: string[] = ['remote\tpage\tfirst visit\twith lazy chunks'];
// The host too: what the remotes no longer carry must not have moved into it.
rows.push(`shell\t(whole build)\t${wholeBuild(path.join(repoDir, 'shell', 'dist'))}\t`);
for (const remote of remotes) {
  const stats = await buildWithStats(remote);
  const modules = modulesByChunk(stats);
  const chunks = (stats.chunks ?? []).map((chunk) =>
    chunkFacts(chunk, modules.get(String(chunk.id)) ?? []),
  );
  const distDir = path.join(repoDir, remote, 'dist');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  rows.push(`${remote}\t(whole build)\t${wholeBuild(distDir)}\t`);
  for (const expose of [...manifest.exposes].sort((a, b) => a.name.localeCompare(b.name))) {
    const [first, lazy] = [false, true].map((withLazy) =>
      sum(distDir, pageFiles(expose.name, chunks, hostKeys, withLazy)),
    );
    rows.push(`${remote}\t${expose.name}\t${first}\t${lazy}`);
  }
}
console.log(rows.join('\n'));
