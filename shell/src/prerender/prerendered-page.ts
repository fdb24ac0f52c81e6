import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferAppEntry } from './defer-app-entry';

/**
 * The shell's untouched built page. The first prerender keeps it as `app-shell.html` (the page
 * every route without its own prerendered file gets), because prerendering `/` overwrites
 * `index.html`.
 */
export function appShellHtml(shellDist: string): string {
  const appShellFile = path.join(shellDist, 'app-shell.html');
  const indexFile = path.join(shellDist, 'index.html');
  if (!existsSync(appShellFile)) {
    if (!existsSync(indexFile))
      throw new Error(`${indexFile} is missing: build the shell before prerendering`);
    copyFileSync(indexFile, appShellFile);
  }
  return readFileSync(appShellFile, 'utf8');
}

export interface PrerenderedPage {
  shellDist: string;
  /** The route (`/`, `/login`): written to `<shellDist><route>/index.html`. */
  pagePath: string;
  /** The page's layout and content (`renderLayoutHtml`), put inside `<div id="root">`. */
  rootHtml: string;
  /** The page's CSS, inlined so it is styled before any script runs. */
  css: string;
  /** Head tags replacing the shell's generic title and description, when the page has its own. */
  headTags?: string;
  /** Markup after `#root`: what the page does on its own before the app starts. */
  afterRoot?: string;
  /** The app's code to fetch at idle for the next likely step (`appCodeToPrefetch`). */
  prefetch: string[];
}

/** Writes one prerendered page into the shell's build; returns the file written. */
export function writePrerenderedPage(page: PrerenderedPage): string {
  const rootElement = '<div id="root"></div>';
  let html = deferAppEntry(appShellHtml(page.shellDist), page.prefetch);
  if (!html.includes(rootElement)) throw new Error(`The shell's index.html has no ${rootElement}`);
  if (page.headTags !== undefined) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
      .replace('</head>', `    ${page.headTags}\n  </head>`);
  }
  html = html
    .replace('</head>', `    <style>${page.css}</style>\n  </head>`)
    .replace(rootElement, `<div id="root">${page.rootHtml}</div>${page.afterRoot ?? ''}`);
  const outputDir = path.join(page.shellDist, page.pagePath);
  mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, 'index.html');
  writeFileSync(file, html);
  return file;
}
