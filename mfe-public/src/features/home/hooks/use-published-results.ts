import { useEffect, useState } from 'react';
import type { PublishedResult } from '@studio/contracts/published-results';
import { publishedResultsElementId } from '@studio/contracts/published-results-gallery';

/**
 * The pairs the prerendered page carried (its server-side include's data block), read once when
 * this module loads, before the app replaces the page: the live gallery then draws exactly what
 * the visitor already sees. Null when the page had none (another route first, or no include).
 */
function readPrerenderedResults(): PublishedResult[] | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(publishedResultsElementId)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PublishedResult[]) : null;
  } catch {
    return null;
  }
}

const prerendered = readPrerenderedResults();

/** The published pairs from the public API; none when it cannot answer (the gallery never waits on it). */
async function fetchPublishedResults(): Promise<PublishedResult[]> {
  try {
    const response = await fetch('/api/published-results');
    if (!response.ok) return [];
    const body = (await response.json()) as { items?: unknown };
    return Array.isArray(body.items) ? (body.items as PublishedResult[]) : [];
  } catch {
    return [];
  }
}

/**
 * The home page's published pairs: the prerendered ones, else asked of the public API when the
 * home page is reached inside the app. Nothing (the studio's own pictures alone) until then.
 */
export function usePublishedResults(): PublishedResult[] {
  const [results, setResults] = useState<PublishedResult[]>(prerendered ?? []);
  useEffect(() => {
    if (prerendered) return;
    let current = true;
    void fetchPublishedResults().then((items) => {
      if (current && items.length > 0) setResults(items);
    });
    return () => {
      current = false;
    };
  }, []);
  return results;
}
