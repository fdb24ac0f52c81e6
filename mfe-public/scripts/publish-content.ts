/** Build step: copies the pictures and video named in content/media.json into dist/content/. */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');
const target = path.join(packageDir, 'dist', 'content');
rmSync(target, { recursive: true, force: true });
for (const folder of ['images', 'video']) {
  cpSync(path.join(packageDir, 'content', folder), path.join(target, folder), { recursive: true });
}
