import fsp from 'node:fs/promises';
import path from 'node:path';
import { podman } from './podman.js';
import { lockfilePathOf, type LockfilePackages } from './production-tree.js';

export interface ImageFile {
  /** Absolute path inside the image. */
  path: string;
  size: number;
  uid: number;
  mode: number;
}

/** Every regular file and symlink of an image, read from its mounted file system. */
export async function listImageFiles(image: string): Promise<ImageFile[]> {
  const mountPoint = (await podman(['image', 'mount', image])).trim();
  try {
    const files: ImageFile[] = [];
    const walk = async (directory: string): Promise<void> => {
      for (const entry of await fsp.readdir(directory, { withFileTypes: true })) {
        const full = path.join(directory, entry.name);
        if (entry.isDirectory()) {
          await walk(full);
          continue;
        }
        const stat = await fsp.lstat(full);
        files.push({
          path: `/${path.relative(mountPoint, full)}`,
          size: stat.size,
          uid: stat.uid,
          mode: stat.mode,
        });
      }
    };
    await walk(mountPoint);
    return files;
  } finally {
    await podman(['image', 'unmount', image]).catch(() => undefined);
  }
}

// Files of our own that are never run in production: sources, tests, test helpers, build config.
const sourceOrTest = [
  /\/src\//,
  /\/tests?\//,
  /\/testing\//,
  /\.(test|spec)\.[cm]?js$/,
  /\.tsx?$/,
  /\.map$/,
  /\/tsconfig[^/]*\.json$/,
  /\/vitest\.config\.[cm]?[jt]s$/,
  /\.tsbuildinfo$/,
];

export interface ContentsReport {
  /** What the image holds of ours: files and bytes under the app folder or web root. */
  files: number;
  bytes: number;
  /** Top folders with their sizes, the listing printed for each image. */
  listing: string[];
  problems: string[];
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function summarize(files: ImageFile[], under: string, depth: number): string[] {
  const sizes = new Map<string, number>();
  for (const file of files) {
    const key = file.path.slice(under.length).split('/').slice(0, depth).join('/');
    sizes.set(key, (sizes.get(key) ?? 0) + file.size);
  }
  return [...sizes]
    .sort(([, a], [, b]) => b - a)
    .map(([key, size]) => `${under}${key} ${megabytes(size)}`);
}

/**
 * A Node image: /app holds the workspace's production dependency tree (nothing the lockfile marks
 * as a dev dependency), compiled code only, every file root's and read-only to the process.
 */
export function checkNodeImage(
  files: ImageFile[],
  { productionTree, lockfile }: { productionTree: Set<string>; lockfile: LockfilePackages },
): ContentsReport {
  const app = files.filter((file) => file.path.startsWith('/app/'));
  const problems: string[] = [];
  if (app.length === 0) problems.push('/app is empty');
  const seen = new Set<string>();
  for (const file of app) {
    if (file.uid !== 0) problems.push(`${file.path} is owned by uid ${file.uid}, not root`);
    const symlink = (file.mode & 0o170000) === 0o120000;
    if (!symlink && (file.mode & 0o022) !== 0) problems.push(`${file.path} is writable by others`);
    const relative = file.path.slice('/app/'.length);
    if (relative.includes('node_modules/')) {
      const packagePath = lockfilePathOf(relative, lockfile);
      if (packagePath === undefined) {
        problems.push(`${file.path} belongs to no package of the lockfile`);
        continue;
      }
      if (seen.has(packagePath)) continue;
      seen.add(packagePath);
      if (lockfile[packagePath]?.dev) problems.push(`dev dependency ${packagePath}`);
      else if (!productionTree.has(packagePath))
        problems.push(`${packagePath} is not in this workspace's production dependency tree`);
      continue;
    }
    if (sourceOrTest.some((pattern) => pattern.test(file.path)))
      problems.push(`source or test file ${file.path}`);
  }
  const bytes = app.reduce((sum, file) => sum + file.size, 0);
  return { files: app.length, bytes, listing: summarize(app, '/app/', 2).slice(0, 8), problems };
}

/** A static image: the web root holds built files only (no source maps, sources or packages). */
export function checkStaticImage(files: ImageFile[]): ContentsReport {
  const webRoot = '/usr/share/nginx/html/';
  const site = files.filter((file) => file.path.startsWith(webRoot));
  const problems: string[] = [];
  if (
    !site.some((file) => file.path.endsWith('/index.html') || file.path.endsWith('/remoteEntry.js'))
  )
    problems.push(`${webRoot} has no index.html or remoteEntry.js`);
  for (const file of site) {
    if (
      sourceOrTest.some((pattern) => pattern.test(file.path)) ||
      /\/node_modules\/|\/package\.json$/.test(file.path)
    )
      problems.push(`source, test or package file ${file.path}`);
    if (file.uid !== 0) problems.push(`${file.path} is owned by uid ${file.uid}, not root`);
  }
  const bytes = site.reduce((sum, file) => sum + file.size, 0);
  return { files: site.length, bytes, listing: summarize(files, '/', 3).slice(0, 8), problems };
}
