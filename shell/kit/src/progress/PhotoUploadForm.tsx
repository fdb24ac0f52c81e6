import { useState, type FormEvent } from 'react';
import type { PhotoPose } from '@studio/contracts/progress-photos';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { businessToday } from '@studio/shell-kit/dates';
import {
  useUploadProgressPhotoMutation,
  type ProgressSubject,
} from '@studio/shell-kit/progress-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { DateField } from '@studio/shell-kit/ui/DateFields';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { RadioGroup } from '@studio/shell-kit/ui/RadioGroup';
import { TextField } from '@studio/shell-kit/ui/TextField';
import './progress.css';

const poses = [
  { value: 'front', label: 'Front' },
  { value: 'side', label: 'Side' },
  { value: 'back', label: 'Back' },
] as const;

/**
 * One photo at a time, from the phone's camera or gallery: the pose, the date, the file. The
 * server reads the picture, turns it upright, shrinks it and drops its location and camera data.
 */
export function PhotoUploadForm({ subject }: { subject: ProgressSubject }) {
  const [pose, setPose] = useState<PhotoPose>('front');
  const [date, setDate] = useState(businessToday());
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload (its value cannot be set).
  const [fileInputKey, setFileInputKey] = useState(0);
  const [upload, { isLoading, error }] = useUploadProgressPhotoMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setUploaded(null);
    if (!file) return;
    const form = new FormData();
    form.append('pose', pose);
    form.append('date', date);
    form.append('file', file);
    const result = await upload({ subject, form });
    if ('error' in result) return;
    setFile(null);
    setFileInputKey((key) => key + 1);
    setUploaded(`${poses.find((choice) => choice.value === pose)?.label} photo uploaded.`);
  }

  return (
    <form className="progress-form" onSubmit={(event) => void submit(event)}>
      <RadioGroup legend="Pose" name="pose" choices={poses} value={pose} onChange={setPose} />
      <DateField
        label="Date taken"
        value={date}
        max={businessToday()}
        required
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        key={fileInputKey}
        label="Photo"
        hint="A JPEG or PNG of at most 10 MB."
        type="file"
        accept="image/jpeg,image/png"
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <ErrorMessage
        message={error ? 'The photo could not be uploaded.' : null}
        detail={serverErrorMessage(error)}
      />
      {isLoading && <p role="status">Uploading…</p>}
      {uploaded && <p role="status">{uploaded}</p>}
      <FormActions>
        <Button type="submit" variant="primary" disabled={isLoading}>
          Upload photo
        </Button>
      </FormActions>
    </form>
  );
}
