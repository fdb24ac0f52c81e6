import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormCard } from '@studio/shell-kit/ui/FormCard';
import { useUnsubscribeMutation } from '../api/unsubscribe-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

export const unsubscribeMessages = {
  title: 'Email reminders and notices',
  working: 'Stopping the emails…',
  failed: 'The emails could not be stopped.',
  tryAgain: 'Try again',
} as const;

/**
 * /unsubscribe/:token, the link in every customer mail: stops reminders and notices at once (one
 * click, no sign-in) and says so; the server's answer names the studio.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [unsubscribe, result] = useUnsubscribeMutation();
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (asked.current) return;
    asked.current = true;
    void unsubscribe(token);
  }, [token, unsubscribe]);

  return (
    <FormCard title={unsubscribeMessages.title}>
      {/* The token is in this page's address: never send it on as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      {result.isLoading && <p role="status">{unsubscribeMessages.working}</p>}
      {result.data && (
        <p className="success-message" role="status">
          {result.data.message}
        </p>
      )}
      {result.isError && (
        <>
          <ErrorMessage
            message={unsubscribeMessages.failed}
            detail={serverErrorMessage(result.error) ?? null}
          />
          <FormActions>
            <Button variant="primary" onClick={() => void unsubscribe(token)}>
              {unsubscribeMessages.tryAgain}
            </Button>
          </FormActions>
        </>
      )}
    </FormCard>
  );
}
