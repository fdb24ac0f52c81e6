import type { ReactNode } from 'react';
import type { PublicPath } from '../seo/page-meta';
import { useDocumentMeta } from '../seo/use-document-meta';

interface PublicPageProps {
  path: PublicPath;
  children: ReactNode;
}

/** Wraps a public page: its title and description when reached in the app. */
export function PublicPage({ path, children }: PublicPageProps) {
  useDocumentMeta(path);
  return <div className="pub-page">{children}</div>;
}
