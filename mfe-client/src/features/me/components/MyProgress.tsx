import { MeasurementForm } from '@studio/shell-kit/progress/MeasurementForm';
import { PhotoUploadForm } from '@studio/shell-kit/progress/PhotoUploadForm';
import { ProgressPanel } from '@studio/shell-kit/progress/ProgressPanel';
import { PhotoConsentPanel } from './PhotoConsentPanel';

/** /me's progress: the charts and photos, the customer's own weight and photos, and consents. */
export function MyProgress() {
  return (
    <>
      <ProgressPanel subject={{ kind: 'me' }} />
      <h3 className="progress-heading">Add your weight</h3>
      <MeasurementForm subject={{ kind: 'me' }} recordedBy="customer" />
      <h3 className="progress-heading">Add a photo</h3>
      <PhotoUploadForm subject={{ kind: 'me' }} />
      <h3 className="progress-heading">Show a result on the studio’s website</h3>
      <PhotoConsentPanel />
    </>
  );
}
