/**
 * Where an element sits under a container, as element-child indexes. The shell's first render
 * draws the same markup as the prerendered page, so the path finds the live twin of an element
 * the visitor touched before the app took over.
 */
export type ElementPath = { index: number; tagName: string }[];

export function pathWithin(container: Element, element: Element): ElementPath | null {
  const path: ElementPath = [];
  let current: Element | null = element;
  while (current && current !== container) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift({
      index: Array.prototype.indexOf.call(parent.children, current),
      tagName: current.tagName,
    });
    current = parent;
  }
  return current === container ? path : null;
}

export function elementAt(container: Element, path: ElementPath): HTMLElement | null {
  let current: Element | undefined = container;
  for (const step of path) {
    current = current.children[step.index];
    if (!current || current.tagName !== step.tagName) return null;
  }
  return current instanceof HTMLElement ? current : null;
}
