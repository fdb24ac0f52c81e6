import { useEffect, type ReactNode } from 'react';
import { rememberLanding } from '../lib/landing-attribution';
import type { PublicPath } from '../seo/page-meta';
import { useDocumentMeta } from '../seo/use-document-meta';

interface PublicPageProps {
  path: PublicPath;
  children: ReactNode;
}

/**
 * Wraps a public page: its title and description when reached in the app, and the visit's
 * landing tags (utm, referrer) remembered for the trial booking.
 */
export function PublicPage({ path, children }: PublicPageProps) {
  useDocumentMeta(path);
  useEffect(rememberLanding, []);
  return <div className="pub-page">{children}</div>;
}
