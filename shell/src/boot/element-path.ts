/**
 * Where an element sits under a container, as indexes among its parents' content elements. The
 * shell's first render draws the same markup as the prerendered page, so the path finds the live
 * twin of an element the visitor touched before the app took over. Resource tags are left out:
 * server rendering leaves a page's `<link rel="preload">` in place, React in the browser hoists it
 * into `<head>`.
 */
export type ElementPath = { index: number; tagName: string }[];

const resourceTags = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE', 'TEMPLATE']);

function contentChildren(parent: Element): Element[] {
  return Array.from(parent.children).filter((child) => !resourceTags.has(child.tagName));
}

export function pathWithin(container: Element, element: Element): ElementPath | null {
  const path: ElementPath = [];
  let current: Element = element;
  while (current !== container) {
    const parent = current.parentElement;
    if (!parent) return null;
    path.unshift({ index: contentChildren(parent).indexOf(current), tagName: current.tagName });
    current = parent;
  }
  return path;
}

export function elementAt(container: Element, path: ElementPath): HTMLElement | null {
  let current: Element | undefined = container;
  for (const step of path) {
    current = contentChildren(current)[step.index];
    if (!current || current.tagName !== step.tagName) return null;
  }
  return current instanceof HTMLElement ? current : null;
}
