/**
 * `npm run bench -w mfe-public` (first part): Lighthouse (mobile settings, simulated throttling) on
 * every public page of the production build and on the prerendered `/login`, served by the local edge exactly as `npm start` serves it, in
 * Debian's Chromium. Prints the four category scores per page against the targets, the Total
 * Blocking Time and Largest Contentful Paint (simulated), and the JavaScript the page runs without an
 * interaction: script files (gzipped, as sent) and inline scripts. Build first (`npm run build`).
 * Writes the same figures to `bench/results/lighthouse.json`, for comparing with a later run.
 * `BENCH_PAGES=/trial` (comma-separated paths) runs only the pages named.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '@studio/shell-kit/paths';
import { publicPaths } from '../src/seo/page-meta';
import { serveBuild } from './serve-build';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const targets = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof targets;
const resultsFile = path.join(import.meta.dirname, 'results', 'lighthouse.json');

interface PageFigures {
  path: string;
  scores: Record<Category, number>;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  scriptFilesKilobytesGzip: number;
  inlineScriptKilobytes: number;
}

/** The page's inline classic scripts (JSON-LD and the scripts held in a `<template>` excluded). */
function inlineScriptKilobytes(html: string): number {
  const withoutTemplates = html.replace(/<template>[\s\S]*?<\/template>/g, '');
  const scripts = withoutTemplates.matchAll(/<script>([\s\S]*?)<\/script>/g);
  return (
    Array.from(scripts, (match) => Buffer.byteLength(match[1] ?? '')).reduce(
      (sum, bytes) => sum + bytes,
      0,
    ) / 1024
  );
}

function scriptFileKilobytes(audits: Record<string, { details?: unknown }>): number {
  const details = audits['network-requests']?.details as
    { items: { resourceType?: string; transferSize?: number }[] } | undefined;
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

async function main(): Promise<void> {
  const site = await serveBuild();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let belowTarget = 0;
  const pages: PageFigures[] = [];
  const loadAtStart = os.loadavg()[0]!;
  try {
    console.log(
      `Lighthouse ${'(mobile)'.padEnd(12)} perf  a11y  best  seo    TBT ms  LCP ms  JS files KB gz + inline KB`,
    );
    // The public pages and the prerendered login page, their next step.
    // `BENCH_PAGES=/trial` (comma-separated) benchmarks only the pages named.
    const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    const pagePaths = [...publicPaths, paths.login].filter(
      (pagePath) => !only?.length || only.includes(pagePath),
    );
    for (const pagePath of pagePaths) {
      const result = await lighthouse(`${site.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { categories, audits } = result.lhr;
      const categoryList = Object.keys(targets) as Category[];
      const scoreOf = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
      const scores = categoryList.map((category) => {
        const score = scoreOf(category);
        if (score < targets[category]) belowTarget += 1;
        return `${String(score).padStart(3)}${score < targets[category] ? '!' : ' '}`;
      });
      const html = await (await fetch(`${site.url}${pagePath}`)).text();
      const milliseconds = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      const figures: PageFigures = {
        path: pagePath,
        scores: Object.fromEntries(
          categoryList.map((c) => [c, scoreOf(c)]),
        ) as PageFigures['scores'],
        totalBlockingTimeMs: milliseconds('total-blocking-time'),
        largestContentfulPaintMs: milliseconds('largest-contentful-paint'),
        scriptFilesKilobytesGzip: Math.round(scriptFileKilobytes(audits) * 10) / 10,
        inlineScriptKilobytes: Math.round(inlineScriptKilobytes(html) * 10) / 10,
      };
      pages.push(figures);
      console.log(
        `${pagePath.padEnd(21)} ${scores.join('  ')}  ${String(figures.totalBlockingTimeMs).padStart(6)}  ${String(figures.largestContentfulPaintMs).padStart(6)}  ` +
          `${figures.scriptFilesKilobytesGzip.toFixed(1).padStart(8)} + ${figures.inlineScriptKilobytes.toFixed(1)}`,
      );
      for (const [id, audit] of Object.entries(audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          console.log(`    ${id}: ${audit.displayValue ?? ''} (${Math.round(audit.score * 100)})`);
        }
      }
    }
    console.log(
      `Targets: performance ≥ ${targets.performance}, accessibility ≥ ${targets.accessibility}, best practices ≥ ${targets['best-practices']}, SEO ${targets.seo}` +
        (belowTarget > 0 ? ` — ${belowTarget} score(s) below target (marked !)` : ' — all met'),
    );
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    const results = {
      when: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
      },
      targets,
      pages,
    };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    chrome.kill();
    await site.close();
  }
}

await main();
