import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ImageBuild } from './image-builds.js';
import { repoPath, repoRoot } from './repo.js';

const execFileAsync = promisify(execFile);

/** The newest modification time under a folder, in seconds. */
async function newestMtime(folder: string): Promise<number> {
  let newest = 0;
  for (const entry of await fsp.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await fsp.lstat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, Math.floor(mtimeMs / 1000));
  }
  return newest;
}

/**
 * A folder as one archive, owned by root whoever built it (the image's files are root's), and the
 * same bytes for the same build output: files in name order, keeping their times (nginx's
 * Last-Modified and ETag come from them), folders made here clamped to the newest file's time.
 * So an unchanged build is a cached layer.
 */
async function archive(folder: string, tarball: string): Promise<void> {
  const mtime = await newestMtime(folder);
  await execFileAsync('tar', [
    '--create',
    '--file',
    tarball,
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    `--mtime=@${mtime}`,
    '--clamp-mtime',
    '-C',
    folder,
    '.',
  ]);
  await fsp.rm(folder, { recursive: true, force: true });
}

/**
 * The build context of one image made from the machine's own install and build (`--target
 * prebuilt`): app.tar (Node) or site.tar (static, with the nginx files its base stage copies),
 * assembled by the same scripts the Dockerfiles run when they build from the repository.
 */
export async function stageContext(build: ImageBuild, into: string): Promise<string> {
  const context = path.join(into, build.name);
  await fsp.mkdir(context, { recursive: true });
  const assemble = async (script: string, args: string[]) =>
    execFileAsync(process.execPath, [repoPath('infra/docker', script), ...args], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
  if (build.kind === 'node') {
    await assemble('assemble-node-app.mjs', [build.workspace, path.join(context, 'app')]);
    await archive(path.join(context, 'app'), path.join(context, 'app.tar'));
  } else {
    const { SITE = 'remote', APP = '', AREA = '', RELEASE = '' } = build.args;
    await assemble('assemble-site.mjs', [SITE, path.join(context, 'site'), APP, AREA, RELEASE]);
    await archive(path.join(context, 'site'), path.join(context, 'site.tar'));
    await fsp.cp(repoPath('infra/docker/nginx'), path.join(context, 'infra/docker/nginx'), {
      recursive: true,
    });
  }
  return context;
}
