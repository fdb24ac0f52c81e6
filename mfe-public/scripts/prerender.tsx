/**
 * `npm run prerender`, after the shell's and this remote's builds: writes the HTML of every public
 * page into the shell's build, with the page's content inside the shell's nav and footer, its own
 * title, description, canonical link, Open Graph tags and LocalBusiness JSON-LD, and its CSS inline,
 * so the page is complete and styled before any script runs; the shell's entry scripts load at the
 * visitor's first interaction (`deferAppEntry`). Also writes robots.txt and sitemap.xml, and
 * rewrites the shell image's nginx header include for the new pages' inline code. The shell's
 * first render then replaces the markup with the same live page.
 *
 * The shell's untouched `index.html` is kept as `app-shell.html`: the page every other route gets.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { writeNginxSecurityHeaders } from '@studio/shell-kit/build/nginx-security-headers';
import { paths } from '@studio/shell-kit/paths';
import { renderLayoutHtml } from '@studio/shell/prerender';
import { deferAppEntry } from '@studio/shell/prerender/defer-app-entry';
import { BodyTransformationPage } from '../src/features/body-transformation/BodyTransformationPage';
import { FounderPage } from '../src/features/founder/FounderPage';
import { HomePage } from '../src/features/home/HomePage';
import { WeightLossPage } from '../src/features/weight-loss/WeightLossPage';
import type { PublicPath } from '../src/seo/page-meta';
import { headTags } from './prerender/head-tags';
import { heroVideoBeforeBoot } from './prerender/hero-video-before-boot';
import { robotsTxt, sitemapXml } from './prerender/site-files';

const packageDir = path.resolve(import.meta.dirname, '..');
const remoteDist = path.join(packageDir, 'dist');
const shellDist = path.resolve(packageDir, '../shell/dist');
const appShellFile = path.join(shellDist, 'app-shell.html');

const pages: {
  path: PublicPath;
  expose: string;
  Page: ComponentType;
  /** Markup after `#root`: what the page does on its own before the app starts. */
  beforeBoot?: () => string;
}[] = [
  { path: paths.home, expose: 'HomePage', Page: HomePage, beforeBoot: heroVideoBeforeBoot },
  { path: paths.founder, expose: 'FounderPage', Page: FounderPage },
  {
    path: paths.bodyTransformation,
    expose: 'BodyTransformationPage',
    Page: BodyTransformationPage,
  },
  { path: paths.weightLoss, expose: 'WeightLossPage', Page: WeightLossPage },
];

interface FederationManifest {
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

/** The built CSS of one exposed page, as the remote will load it. */
function exposeCss(manifest: FederationManifest, expose: string): string {
  const entry = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!entry) throw new Error(`mf-manifest.json has no expose ${expose}`);
  return [...entry.assets.css.sync, ...entry.assets.css.async]
    .map((file) =>
      readFileSync(path.join(remoteDist, file), 'utf8').replace(
        /\/\*# sourceMappingURL=.*\*\//g,
        '',
      ),
    )
    .join('\n');
}

function readTemplate(): string {
  const indexFile = path.join(shellDist, 'index.html');
  if (!existsSync(appShellFile)) {
    if (!existsSync(indexFile))
      throw new Error(`${indexFile} is missing: build the shell before mfe-public`);
    copyFileSync(indexFile, appShellFile);
  }
  return deferAppEntry(readFileSync(appShellFile, 'utf8'));
}

function pageDocument(
  template: string,
  pagePath: PublicPath,
  pageHtml: string,
  css: string,
  beforeBoot: string,
): string {
  const rootElement = '<div id="root"></div>';
  if (!template.includes(rootElement))
    throw new Error(`The shell's index.html has no ${rootElement}`);
  const withoutGenericHead = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  return withoutGenericHead
    .replace('</head>', `    ${headTags(pagePath)}\n    <style>${css}</style>\n  </head>`)
    .replace(
      rootElement,
      `<div id="root">${renderLayoutHtml(pagePath, pageHtml)}</div>${beforeBoot}`,
    );
}

function main(): void {
  const template = readTemplate();
  const manifest = JSON.parse(
    readFileSync(path.join(remoteDist, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  for (const { path: pagePath, expose, Page, beforeBoot } of pages) {
    const pageHtml = renderToString(
      <StaticRouter location={pagePath}>
        <Page />
      </StaticRouter>,
    );
    const outputDir = path.join(shellDist, pagePath);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(
      path.join(outputDir, 'index.html'),
      pageDocument(template, pagePath, pageHtml, exposeCss(manifest, expose), beforeBoot?.() ?? ''),
    );
  }
  writeFileSync(path.join(shellDist, 'robots.txt'), robotsTxt());
  writeFileSync(path.join(shellDist, 'sitemap.xml'), sitemapXml());
  // The pages' inline scripts and styles changed: the shell image's CSP must list their hashes.
  writeNginxSecurityHeaders(shellDist);
  console.log(
    `Prerendered ${pages.map((page) => page.path).join(', ')} into ${path.relative(process.cwd(), shellDist)}`,
  );
}

main();
