import path from 'node:path';

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** Files that name other files: they must be revalidated so a new deploy is picked up at once. */
const entryPoints = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);

/** A content hash in the name (`main.3f9a1c2b.js`, `font-0a1b2c3d4e.woff2`) means the bytes never change. */
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (entryPoints.has(name) || name.endsWith('.html')) return revalidate;
  return hashedName.test(name) ? immutable : revalidate;
}
