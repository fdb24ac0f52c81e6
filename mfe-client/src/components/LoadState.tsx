import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { messages } from '../config/messages';
import { Button } from '@studio/shell-kit/ui/Button';

interface Props {
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  /** What could not be loaded, said plainly. */
  failure: string;
  onRetry: () => void;
}

/**
 * A section's loading line or its error with a way to try again; nothing once its data is there.
 * The loading line is a polite status so a screen reader hears it without losing its place.
 */
export function LoadState({ isLoading, error, failure, onRetry }: Props) {
  if (isLoading)
    return (
      <p className="me-loading" role="status">
        {messages.loading}
      </p>
    );
  if (!error) return null;
  const reason = serverErrorMessage(error);
  return (
    <div className="me-error" role="alert">
      <p>{failure}</p>
      {reason && <p>{reason}</p>}
      <Button onClick={onRetry}>{messages.tryAgain}</Button>
    </div>
  );
}
