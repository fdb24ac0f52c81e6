import path from 'node:path';
import { compileInlineScript } from './inline-script';

const controlsFile = path.resolve(import.meta.dirname, '../boot/prerendered-page-controls.ts');

const entryScript = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The shell's built page (`html`: its `index.html`, as rspack wrote it) for a prerendered page:
 * the entry scripts that rspack injected move, attributes and all, into an inert
 * `<template id="app-entry">` at the end of `<body>`; `prefetch` (URLs of the app's code for the
 * next likely step) become `<link rel="prefetch">` tags in an inert `<template id="app-prefetch">`;
 * then the inline script (../boot/prerendered-page-controls.ts) that runs the page's own controls,
 * adds the prefetch links at idle after `load` and the entry scripts after the visitor's first
 * interaction (at once for a remembered signed-in user).
 */
export function deferAppEntry(html: string, prefetch: readonly string[] = []): string {
  const scripts = html.match(entryScript);
  if (!scripts) throw new Error("The shell's index.html has no entry <script src>");
  if (!html.includes('</body>')) throw new Error("The shell's index.html has no </body>");
  const links = prefetch
    .map((url) => `<link rel="prefetch" href="${escapeAttribute(url)}">`)
    .join('');
  return html
    .replace(entryScript, '')
    .replace(
      '</body>',
      `<template id="app-entry">${scripts.join('')}</template>` +
        `<template id="app-prefetch">${links}</template>` +
        `<script>${compileInlineScript(controlsFile)}</script></body>`,
    );
}
