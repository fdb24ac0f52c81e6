import type { ProgressSubject } from '@studio/shell-kit/progress-api';
import { MeasurementForm } from '@studio/shell-kit/progress/MeasurementForm';
import { PhotoUploadForm } from '@studio/shell-kit/progress/PhotoUploadForm';
import { ProgressPanel } from '@studio/shell-kit/progress/ProgressPanel';
import { Modal } from '@studio/shell-kit/ui/Modal';

/**
 * A customer's progress for staff (from the customers screen's row and from a session's dialog on
 * the calendar): record a measurement, upload photos, and see what the customer sees in /me.
 */
export function ProgressModal({
  customer,
  onClose,
}: {
  customer: { _id: string; name: string };
  onClose: () => void;
}) {
  const subject: ProgressSubject = { kind: 'customer', customerId: customer._id };
  return (
    <Modal title={`Progress: ${customer.name}`} onClose={onClose}>
      <h3 className="progress-heading">Record a measurement</h3>
      <MeasurementForm subject={subject} recordedBy="staff" />
      <h3 className="progress-heading">Add a photo</h3>
      <PhotoUploadForm subject={subject} />
      <ProgressPanel subject={subject} />
    </Modal>
  );
}
