import { useCallback, useState } from 'react';

/** The schedule's green banner (what just worked) and red message (what did not). */
export function usePageNotices() {
  const [banner, setBanner] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  /** Something worked: say so, and drop an earlier failure's message. */
  const succeed = useCallback((message: string) => {
    setPageError(null);
    setBanner(message);
  }, []);
  return {
    banner,
    pageError,
    succeed,
    announce: setBanner,
    fail: setPageError,
    dismissBanner: () => setBanner(null),
  };
}
