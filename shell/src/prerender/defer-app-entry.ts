import { readFileSync } from 'node:fs';
import path from 'node:path';
import { experiments } from '@rspack/core';

const loaderFile = path.resolve(import.meta.dirname, '../boot/load-app-on-first-interaction.ts');

/** The inline loader (../boot/load-app-on-first-interaction.ts), compiled and minified. */
function appEntryLoaderScript(): string {
  const { code } = experiments.swc.transformSync(readFileSync(loaderFile, 'utf8'), {
    filename: loaderFile,
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2020',
      minify: { compress: true, mangle: true },
    },
    isModule: false,
    minify: true,
  });
  return code.trim();
}

const entryScript = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

/**
 * The shell's built page (`html`: its `index.html`, as rspack wrote it) for a prerendered public
 * page: the entry scripts that rspack injected move, attributes and all, into an inert
 * `<template>` at the end of `<body>`, followed by the inline loader that adds them to the page at
 * the visitor's first interaction (at once for a remembered signed-in user).
 */
export function deferAppEntry(html: string): string {
  const scripts = html.match(entryScript);
  if (!scripts) throw new Error("The shell's index.html has no entry <script src>");
  if (!html.includes('</body>')) throw new Error("The shell's index.html has no </body>");
  return html
    .replace(entryScript, '')
    .replace(
      '</body>',
      `<template>${scripts.join('')}</template><script>${appEntryLoaderScript()}</script></body>`,
    );
}
