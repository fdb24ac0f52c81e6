import { createHash } from 'node:crypto';

// For the tests of the servers that send the pages' headers (the local edge, the nginx images):
// reads a page and its policy plainly, independently of `inline-content-hashes.ts`, so a mistake
// there is not repeated here.

/** A Content-Security-Policy header as directive → sources (empty without a header). */
export function parsePolicy(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The CSP source that allows exactly this inline code. */
export const sha256Source = (code: string) =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The code of each inline script a browser would run (not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , code]) => code!);
}

/** The CSS of each inline `<style>` element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
}
