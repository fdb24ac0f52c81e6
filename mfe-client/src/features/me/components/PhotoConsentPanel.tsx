import { useState, type FormEvent } from 'react';
import type { ProgressPhoto } from '@studio/contracts/progress-photos';
import { photoConsentWording, type PhotoConsent } from '@studio/contracts/published-results';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useProgressPhotosQuery } from '@studio/shell-kit/progress-api';
import { formatProgressDate } from '@studio/shell-kit/progress-format';
import { Button } from '@studio/shell-kit/ui/Button';
import { CheckboxField } from '@studio/shell-kit/ui/CheckboxField';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { SelectField } from '@studio/shell-kit/ui/SelectField';
import {
  useAllowPhotoPairMutation,
  useMyPhotoConsentsQuery,
  useWithdrawPhotoConsentMutation,
} from '../api/photo-consents-api';

const photoLabel = (photo: ProgressPhoto) =>
  `${formatProgressDate(photo.date)} · ${photo.pose[0]!.toUpperCase()}${photo.pose.slice(1)}`;

function PhotoChoice({
  label,
  photos,
  value,
  onChange,
}: {
  label: string;
  photos: ProgressPhoto[];
  value: string;
  onChange: (photoId: string) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      required
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Choose a photo</option>
      {photos.map((photo) => (
        <option key={photo._id} value={photo._id}>
          {photoLabel(photo)}
        </option>
      ))}
    </SelectField>
  );
}

function consentState(consent: PhotoConsent): string {
  if (consent.withdrawnAt)
    return `Withdrawn on ${formatProgressDate(consent.withdrawnAt.slice(0, 10))}`;
  if (consent.publication) return `On the website: “${consent.publication.caption}”`;
  return 'Allowed; not on the website yet';
}

/**
 * The customer may let the studio show one pair of their photos (before, after) on its website,
 * in so many words, and withdraw that at any time.
 */
export function PhotoConsentPanel() {
  const photos = useProgressPhotosQuery({ kind: 'me' });
  const consents = useMyPhotoConsentsQuery();
  const [allow, allowing] = useAllowPhotoPairMutation();
  const [withdraw, withdrawing] = useWithdrawPhotoConsentMutation();
  const [before, setBefore] = useState('');
  const [after, setAfter] = useState('');
  const [agreed, setAgreed] = useState(false);
  const choices = photos.data?.items ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await allow({ beforePhotoId: before, afterPhotoId: after });
    if ('error' in result) return;
    setBefore('');
    setAfter('');
    setAgreed(false);
  }

  return (
    <div className="me-consents">
      {choices.length < 2 ? (
        <p>With two photos or more you may let the studio show a before and after pair.</p>
      ) : (
        <form className="progress-form" onSubmit={(event) => void submit(event)}>
          <PhotoChoice label="Before photo" photos={choices} value={before} onChange={setBefore} />
          <PhotoChoice label="After photo" photos={choices} value={after} onChange={setAfter} />
          <CheckboxField
            label={photoConsentWording.text}
            checked={agreed}
            required
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <ErrorMessage
            message={allowing.error ? 'Your consent could not be recorded.' : null}
            detail={serverErrorMessage(allowing.error)}
          />
          <FormActions>
            <Button type="submit" variant="primary" disabled={!agreed || allowing.isLoading}>
              Allow this pair
            </Button>
          </FormActions>
        </form>
      )}
      {consents.data && consents.data.items.length > 0 && (
        <ul className="me-list" aria-label="Pairs you allowed">
          {consents.data.items.map((consent) => (
            <li key={consent._id} className="me-list-item">
              <div>
                <p className="me-item-title">
                  {photoLabel(consent.beforePhoto)} → {photoLabel(consent.afterPhoto)}
                </p>
                <p>{consentState(consent)}</p>
              </div>
              {!consent.withdrawnAt && (
                <Button
                  size="sm"
                  variant="danger"
                  disabled={withdrawing.isLoading}
                  onClick={() => void withdraw(consent._id)}
                >
                  Withdraw
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorMessage
        message={withdrawing.error ? 'Your consent could not be withdrawn.' : null}
        detail={serverErrorMessage(withdrawing.error)}
      />
    </div>
  );
}
