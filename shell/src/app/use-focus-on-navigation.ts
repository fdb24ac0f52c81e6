import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app navigation, start the new page at the top and put keyboard and screen-reader
 * focus on its main content (the link that was chosen may be gone, e.g. in the closed mobile menu).
 * The first page load keeps the browser's own focus and scroll.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
