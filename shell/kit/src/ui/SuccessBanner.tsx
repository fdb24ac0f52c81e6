import { useEffect, useEffectEvent } from 'react';
import './tokens.css';
import './banner.css';

/** How long a success banner stays (spec section 9: 1000 ms). */
export const successBannerDurationMs = 1000;

interface Props {
  message: string | null;
  onDismiss: () => void;
}

/**
 * The green success banner: announced to screen readers, dismissible, and gone after one second.
 * The parent owns the message; a new message restarts the timer.
 */
export function SuccessBanner({ message, onDismiss }: Props) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(dismiss, successBannerDurationMs);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div role="status" aria-live="polite" className="banner-region">
      {message !== null && (
        <div className="success-banner">
          <span>{message}</span>
          <button
            type="button"
            className="banner-dismiss"
            aria-label="Dismiss message"
            onClick={onDismiss}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
