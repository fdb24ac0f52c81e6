import { existsSync } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBaseImages } from './base-images.js';
import {
  checkNodeImage,
  checkStaticImage,
  listImageFiles,
  type ContentsReport,
} from './image-contents.js';
import { imageBuilds, localImage, type ImageBuild } from './image-builds.js';
import { imageSize, podman, podmanStreaming } from './podman.js';
import { repoPath } from './repo.js';
import { productionTree, readLockfilePackages, type LockfilePackages } from './production-tree.js';
import { stageContext } from './staging.js';

export interface BuiltImage {
  name: string;
  image: string;
  /** Seconds from staging its context to the checked image, and each step's. */
  seconds: number;
  steps: { stage: number; build: number; check: number };
  /** The whole image, uncompressed, and what it adds to its base (the app layers). */
  bytes: number;
  appLayerBytes: number;
  contents: ContentsReport;
}

export interface BuildOptions {
  tag: string;
  /** Only these deployables (all when unset). */
  only?: string[];
  /** Carry a remote's previous release: the image it replaces, per deployable name. */
  previousImages?: Record<string, string>;
  /** Make the base images again even when they are here. */
  remakeBase?: boolean;
  /** How many images build at once. */
  parallel?: number;
  log: (line: string) => void;
}

export interface BuildResult {
  images: BuiltImage[];
  baseNotes: string[];
  baseSeconds: number;
  totalSeconds: number;
}

/** A Node image must start its own workspace's entry (a cached layer of another would not). */
async function configProblems(image: string, build: ImageBuild): Promise<string[]> {
  const config = JSON.parse(
    await podman(['image', 'inspect', '--format', '{{json .Config}}', image]),
  ) as {
    WorkingDir?: string;
    Env?: string[];
  };
  const problems: string[] = [];
  const workdir = `/app/${build.workspace}`;
  if (config.WorkingDir !== workdir) problems.push(`works in ${config.WorkingDir}, not ${workdir}`);
  const entry = `STUDIO_ENTRY=${build.args.ENTRY}`;
  if (!config.Env?.includes(entry)) problems.push(`does not start ${build.args.ENTRY}`);
  return problems;
}

/** The outputs the prebuilt images are made of: `npm run build`'s. */
export function missingBuildOutputs(builds: ImageBuild[]): string[] {
  const needed = builds.map((build) => `${build.workspace}/dist`);
  if (builds.some((build) => build.name === 'shell')) needed.push('shell/dist/.nginx');
  return needed.filter((folder) => !existsSync(repoPath(folder)));
}

async function buildOne(
  build: ImageBuild,
  options: BuildOptions & {
    baseArgs: Record<string, string>;
    staging: string;
    lockfile: LockfilePackages;
  },
): Promise<BuiltImage> {
  const started = Date.now();
  const image = localImage(build.name, options.tag);
  const context = await stageContext(build, options.staging);
  const staged = Date.now();
  const args: Record<string, string> = { ...options.baseArgs, ...build.args };
  const previous = options.previousImages?.[build.name];
  if (previous) args.PREVIOUS_IMAGE = previous;
  await podmanStreaming(
    [
      'build',
      '--network',
      'host',
      // Docker's format keeps HEALTHCHECK (compose reads it).
      '--format',
      'docker',
      // buildah 1.28 decides which stages are used before reading the arguments, so it would skip
      // the stage a FROM ${PREVIOUS_IMAGE} names; every stage here is needed anyway.
      '--skip-unused-stages=false',
      // The image from the machine's own build, not the from-source default (the last stage).
      '--target',
      'prebuilt',
      '-f',
      repoPath(build.dockerfile),
      ...Object.entries(args).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]),
      '-t',
      image,
      context,
    ],
    (line) => options.log(`[${build.name}] ${line}`),
  );
  await fsp.rm(context, { recursive: true, force: true });
  const built = Date.now();
  const files = await listImageFiles(image);
  const contents =
    build.kind === 'node'
      ? checkNodeImage(files, {
          productionTree: productionTree(build.workspace),
          lockfile: options.lockfile,
        })
      : checkStaticImage(files);
  if (build.kind === 'node') contents.problems.push(...(await configProblems(image, build)));
  const bytes = await imageSize(image);
  const baseBytes = build.kind === 'node' ? await imageSize(options.baseArgs.NODE_IMAGE ?? '') : 0;
  return {
    name: build.name,
    image,
    seconds: (Date.now() - started) / 1000,
    steps: {
      stage: (staged - started) / 1000,
      build: (built - staged) / 1000,
      check: (Date.now() - built) / 1000,
    },
    bytes,
    appLayerBytes: bytes - baseBytes,
    contents,
  };
}

/**
 * Builds every image (or the ones named) from its Dockerfile with podman, from the workspace's own
 * install and build, and checks what each holds. Rejects when a build fails; the images with
 * problems in their contents are reported in the result (the CLI fails on them).
 */
export async function buildImages(options: BuildOptions): Promise<BuildResult> {
  const started = Date.now();
  const builds = imageBuilds(options.tag).filter(
    (build) => !options.only || options.only.includes(build.name),
  );
  if (options.only) {
    const unknown = options.only.filter((name) => !builds.some((build) => build.name === name));
    if (unknown.length > 0) throw new Error(`no image named ${unknown.join(', ')}`);
  }
  const missing = missingBuildOutputs(builds);
  if (missing.length > 0) {
    throw new Error(
      `the images are made from the build's output, which is missing (${missing.join(', ')}): run npm run build first`,
    );
  }
  const baseStarted = Date.now();
  const base = await ensureBaseImages({ remake: options.remakeBase, log: options.log });
  const baseSeconds = (Date.now() - baseStarted) / 1000;
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-images-'));
  const lockfile = readLockfilePackages();
  try {
    const images: BuiltImage[] = [];
    const queue = [...builds];
    const worker = async () => {
      for (let build = queue.shift(); build; build = queue.shift()) {
        images.push(
          await buildOne(build, { ...options, baseArgs: base.buildArgs, staging, lockfile }),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 2) }, worker));
    images.sort(
      (a, b) =>
        builds.findIndex((x) => x.name === a.name) - builds.findIndex((x) => x.name === b.name),
    );
    return {
      images,
      baseNotes: base.notes,
      baseSeconds,
      totalSeconds: (Date.now() - started) / 1000,
    };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
