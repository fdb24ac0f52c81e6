import { useState, type FormEvent } from 'react';
import { captionMaxLength, type ConsentedPair } from '@studio/contracts/published-results';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { formatProgressDate } from '@studio/shell-kit/progress-format';
import { Button } from '@studio/shell-kit/ui/Button';
import { Card } from '@studio/shell-kit/ui/Card';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { TextField } from '@studio/shell-kit/ui/TextField';
import {
  useConsentedPairsQuery,
  usePublishPairMutation,
  useUnpublishPairMutation,
} from '../api/published-results-api';

function PairThumbnails({ pair }: { pair: ConsentedPair }) {
  return (
    <div className="results-pair">
      {[pair.beforePhoto, pair.afterPhoto].map((photo, index) => (
        <img
          key={photo._id}
          src={photo.thumbUrl}
          width={120}
          height={160}
          alt={`${index === 0 ? 'Before' : 'After'}: ${pair.customer.name}, ${formatProgressDate(photo.date)}`}
        />
      ))}
    </div>
  );
}

function PairRow({ pair }: { pair: ConsentedPair }) {
  const [caption, setCaption] = useState(pair.publication?.caption ?? '');
  const [publish, publishing] = usePublishPairMutation();
  const [unpublish, unpublishing] = useUnpublishPairMutation();
  const failed = publishing.error ?? unpublishing.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void publish({ consentId: pair._id, caption });
  };

  return (
    <li className="results-item">
      <PairThumbnails pair={pair} />
      <form className="results-form" onSubmit={submit}>
        <p>
          {pair.customer.name}: {formatProgressDate(pair.beforePhoto.date)} →{' '}
          {formatProgressDate(pair.afterPhoto.date)}
          {pair.publication ? ' · on the home page' : ''}
        </p>
        <TextField
          label={`Caption for ${pair.customer.name}'s pair`}
          hint="Shown under the picture on the home page; no names."
          value={caption}
          minLength={3}
          maxLength={captionMaxLength}
          required
          onChange={(event) => setCaption(event.target.value)}
        />
        <ErrorMessage
          message={failed ? 'The home page could not be changed.' : null}
          detail={serverErrorMessage(failed)}
        />
        <FormActions>
          <Button type="submit" variant="primary" disabled={publishing.isLoading}>
            {pair.publication ? 'Update caption' : 'Publish'}
          </Button>
          {pair.publication && (
            <Button
              variant="danger"
              disabled={unpublishing.isLoading}
              onClick={() => void unpublish(pair._id)}
            >
              Take off the home page
            </Button>
          )}
        </FormActions>
      </form>
    </li>
  );
}

/**
 * Settings' "Results on the home page": every pair a customer allowed to show, to publish with a
 * caption (the gallery shows the newest first, before the studio's own pictures) or take off. A
 * customer who withdraws takes their pair off at once; it leaves this list too.
 */
export function PublishedResultsPanel() {
  const pairs = useConsentedPairsQuery();
  return (
    <Card title="Results on the home page">
      {pairs.isLoading && <p role="status">Loading…</p>}
      <ErrorMessage
        message={pairs.error ? 'The pairs customers allowed could not be loaded.' : null}
        detail={serverErrorMessage(pairs.error)}
      />
      {pairs.data && pairs.data.items.length === 0 && (
        <p>No customer has allowed a pair of photos to be shown yet.</p>
      )}
      {pairs.data && pairs.data.items.length > 0 && (
        <ul className="results-list">
          {pairs.data.items.map((pair) => (
            <PairRow key={pair._id} pair={pair} />
          ))}
        </ul>
      )}
    </Card>
  );
}
