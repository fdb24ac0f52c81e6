import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** CSP hash sources (`'sha256-…'`) of the inline code in HTML pages. */
export interface InlineContentHashes {
  /** Every `<script>` without `src` that runs: JSON data blocks (JSON-LD) are never executed. */
  scripts: string[];
  /** Every `<style>` element (the prerendered pages inline their CSS). */
  styles: string[];
}

const dataBlockTypes = new Set(['application/ld+json', 'application/json']);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element's text as the browser hashes it: after parsing, so line endings are normalised. */
function text(element: Element): string {
  return element.childNodes
    .map((child) =>
      child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '',
    )
    .join('');
}

function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  // A template's content is a fragment of its own; its scripts run once it is inserted.
  if (node.nodeName === 'template')
    yield* elements((node as DefaultTreeAdapterTypes.Template).content);
}

export function inlineContentHashes(html: string): InlineContentHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const element of elements(parse(html))) {
    if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
      const type = attribute(element, 'type')?.trim().toLowerCase();
      if (type === undefined || !dataBlockTypes.has(type)) scripts.push(hashSource(text(element)));
    } else if (element.tagName === 'style') {
      styles.push(hashSource(text(element)));
    }
  }
  return { scripts, styles };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The hashes of every HTML page in a build folder, each once, in a stable order. */
export function siteInlineContentHashes(dir: string): InlineContentHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const hashes = inlineContentHashes(readFileSync(file, 'utf8'));
    for (const hash of hashes.scripts) scripts.add(hash);
    for (const hash of hashes.styles) styles.add(hash);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
