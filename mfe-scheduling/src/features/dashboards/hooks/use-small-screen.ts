import { useSyncExternalStore } from 'react';

const smallScreen = '(max-width: 640px)';

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(smallScreen);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on phone-sized screens, where tables become stacked cards. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(smallScreen).matches ?? false,
    () => false,
  );
}
