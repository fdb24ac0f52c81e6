import { useState, type MouseEvent } from 'react';

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'download';

/**
 * A download link that says why when the server refuses (a 429 after too many downloads, with
 * the wait; a 502): a click fetches the file itself and hands it to the browser, or keeps the
 * server's sentence in `failure`. Without scripts the link still downloads as it is.
 */
export function useFileDownload(failedMessage: string) {
  const [failure, setFailure] = useState<string | null>(null);

  async function download(url: string) {
    setFailure(null);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        setFailure(typeof body?.error === 'string' ? body.error : failedMessage);
        return;
      }
      const file = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = file;
      anchor.download = fileNameOf(response.headers.get('content-disposition'));
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(file), 60_000);
    } catch {
      setFailure(failedMessage);
    }
  }

  return {
    failure,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      event.preventDefault();
      void download(event.currentTarget.href);
    },
  };
}
