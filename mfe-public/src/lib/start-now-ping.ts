import { createContext } from 'react';

/**
 * Where a START NOW link's `ping` goes, set only while the pages are prerendered
 * (scripts/prerender.tsx). A click on the prerendered page before its app has started, often the
 * visitor's first tap, is counted by the browser's ping (hyperlink auditing: no script, so none of
 * the page's 2 KB of inline script). The app's first render replaces that markup with links that
 * have no `ping` and count by `sendSiteEvent`, so each click is counted by one of the two only.
 */
export const StartNowPing = createContext<string | undefined>(undefined);
