import { readFileSync } from 'node:fs';
import { experiments } from '@rspack/core';

/**
 * A TypeScript file written as a classic inline script (no imports, its names inside a function),
 * compiled and minified with rspack's SWC for a prerendered page's `<script>`.
 */
export function compileInlineScript(file: string): string {
  const { code } = experiments.swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
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
