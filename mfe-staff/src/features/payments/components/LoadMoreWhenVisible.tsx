import { useEffect, useRef, useState } from 'react';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** After a failed page the tables' own Try again asks again, not this marker. */
  nextPageFailed: boolean;
  loadMore: () => void;
  children: string;
}

/**
 * Below the month tables: while it is on screen and the server has more, the next page is
 * loaded. With the newest month's table scrolled to its top, this is what brings in the older
 * month's first payments, so both months show without scrolling the first to its end.
 */
export function LoadMoreWhenVisible({
  hasNextPage,
  isFetchingNextPage,
  nextPageFailed,
  loadMore,
  children,
}: Props) {
  const marker = useRef<HTMLParagraphElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setVisible(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage]);

  useEffect(() => {
    if (visible && hasNextPage && !isFetchingNextPage && !nextPageFailed) loadMore();
  }, [visible, hasNextPage, isFetchingNextPage, nextPageFailed, loadMore]);

  if (!hasNextPage) return null;
  return (
    <p ref={marker} className="payments-status" role="status">
      {children}
    </p>
  );
}
