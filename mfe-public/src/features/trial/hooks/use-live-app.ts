import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is prerendered (`renderToString` reads the server snapshot), true once the
 * app draws it in the browser: what a prerendered page cannot do yet (ask the API) it offers as a
 * control instead.
 */
export function useLiveApp(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
