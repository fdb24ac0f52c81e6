import { useEffect } from 'react';
import { canonicalUrl, pageMeta, type PublicPath } from './page-meta';

function setHeadElement(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Keeps the tab title, description and canonical link right when a visitor reaches the page inside
 * the app (the prerendered HTML already carries them for a first visit).
 */
export function useDocumentMeta(path: PublicPath): void {
  useEffect(() => {
    const meta = pageMeta[path];
    document.title = meta.title;
    setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      meta.description,
    );
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonicalUrl(path),
    );
  }, [path]);
}
