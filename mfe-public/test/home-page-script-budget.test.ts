/**
 * The public remote's share of the JavaScript that starts `/`: its container (remoteEntry.js, which
 * uses the federation runtime the shell provides) and the home page's chunks. They are prefetched
 * at idle and run when the app starts, after the visitor's first interaction; that no script runs
 * before it is checked in the browser by e2e/test/public-site.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../dist');
const remoteBudgetKilobytes = 45;

interface FederationManifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function gzippedKilobytes(file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

it(`keeps the public remote's JavaScript for / within ${remoteBudgetKilobytes} KB gzipped`, () => {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  const home = manifest.exposes.find((expose) => expose.name === 'HomePage');
  expect(home).toBeDefined();
  const files = [
    'remoteEntry.js',
    ...(home?.assets.js.sync ?? []),
    ...(home?.assets.js.async ?? []),
  ];
  const total = files.reduce((sum, file) => sum + gzippedKilobytes(file), 0);
  expect(total, `${files.join(', ')}: ${total.toFixed(1)} KB gz`).toBeLessThanOrEqual(
    remoteBudgetKilobytes,
  );
});
