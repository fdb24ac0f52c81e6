import { useState } from 'react';
import type { Training } from '@studio/contracts/training';
import type { CustomerOption } from '../../../api/customer-options-api';
import {
  useClaimTrainingMutation,
  useCreateTrainingMutation,
  useDeleteTrainingMutation,
  useUpdateTrainingMutation,
  useWaiveLateCancelMutation,
} from '../../../api/trainings-api';
import { lateCancelLabels, messages } from '../../../config/messages';
import type { SaveOutcome, TrainingFormValues } from '../components/TrainingModal';
import type { TrainingEvent } from '../utils/calendar-events';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/datetime-local';
import { outcomeOf } from '../utils/mutation-outcome';

/** Which training dialog is open, with what it starts from. */
export type TrainingDialogState =
  | { mode: 'create'; initial: TrainingFormValues }
  | { mode: 'late-cancelled'; training: Training }
  | { mode: 'edit'; training: Training; initial: TrainingFormValues; initialOutcome?: SaveOutcome };

interface Notices {
  /** A change worked (the dialog has closed). */
  succeed: (message: string) => void;
  /** A change made without the dialog (a drag) worked. */
  announce: (message: string) => void;
  /** A change failed where the dialog cannot say so (it has closed). */
  fail: (message: string) => void;
}

/**
 * The schedule's training dialogs and every change they make: schedule (with repeats), move (by
 * the form or by dragging), delete, claim and waive a late cancel.
 */
export function useTrainingDialog(customer: CustomerOption | null, notices: Notices) {
  const [dialog, setDialog] = useState<TrainingDialogState | null>(null);
  const [createTraining] = useCreateTrainingMutation();
  const [updateTraining] = useUpdateTrainingMutation();
  const [deleteTraining] = useDeleteTrainingMutation();
  const [claimTraining] = useClaimTrainingMutation();
  const [waiveLateCancel] = useWaiveLateCancelMutation();

  const close = () => setDialog(null);
  const succeed = (message: string) => {
    setDialog(null);
    notices.succeed(message);
  };

  const openCreate = (start: Date) =>
    setDialog({
      mode: 'create',
      initial: { customer, dateTimeLocal: toDateTimeLocal(start), repeatWeeks: 1 },
    });

  const openEdit = (
    training: Training,
    at = new Date(training.dateOfTraining),
    initialOutcome?: SaveOutcome,
  ) =>
    training.status === 'late-cancelled'
      ? setDialog({ mode: 'late-cancelled', training })
      : setDialog({
          mode: 'edit',
          training,
          initial: {
            customer: {
              _id: training.customerID._id,
              name: training.customerID.name,
              trainerID: training.trainerID._id,
            },
            dateTimeLocal: toDateTimeLocal(at),
            repeatWeeks: 1,
          },
          initialOutcome,
        });

  const save = async (values: TrainingFormValues, allowConflict: boolean): Promise<SaveOutcome> => {
    const at = fromDateTimeLocal(values.dateTimeLocal);
    if (!at || !values.customer)
      return { ok: false, error: 'Choose a customer and a date and time.', conflict: false };
    const fields = {
      customerID: values.customer._id,
      dateOfTraining: at.toISOString(),
      ...(allowConflict ? { allowConflict } : {}),
    };
    if (dialog?.mode === 'edit') {
      const outcome = outcomeOf(
        await updateTraining({
          id: dialog.training._id,
          body: { ...fields, status: dialog.training.status },
        }),
      );
      if (outcome.ok) succeed(messages.updated);
      return outcome;
    }
    const repeat = values.repeatWeeks > 1 ? { repeatWeeks: values.repeatWeeks } : {};
    const outcome = outcomeOf(await createTraining({ ...fields, status: 'scheduled', ...repeat }));
    if (outcome.ok) succeed(messages.scheduled);
    return outcome;
  };

  const moveByDrag = async (event: TrainingEvent, start: Date) => {
    const { training } = event;
    const outcome = outcomeOf(
      await updateTraining({
        id: training._id,
        body: {
          customerID: training.customerID._id,
          dateOfTraining: start.toISOString(),
          status: training.status,
        },
      }),
    );
    if (outcome.ok) notices.announce(messages.updated);
    // A refused move opens the training at the new time with the reason, so it can be booked anyway.
    else openEdit(training, start, outcome);
  };

  const remove = async (training: Training) => {
    const result = await deleteTraining(training._id);
    if ('error' in result) {
      console.error('Deleting the training failed', result.error);
      return;
    }
    succeed(messages.deleted);
  };

  const claim = async (training: Training) => {
    const result = await claimTraining(training._id);
    if ('error' in result) {
      console.error('Claiming the training failed', result.error);
      setDialog(null);
      notices.fail(messages.claimFailed);
      return;
    }
    succeed(messages.claimed);
  };

  const waive = async (training: Training): Promise<string | null> => {
    const outcome = outcomeOf(await waiveLateCancel(training._id));
    if (!outcome.ok) return outcome.error ?? lateCancelLabels.waiveFailed;
    succeed(lateCancelLabels.waived);
    return null;
  };

  return { dialog, close, openCreate, openEdit, save, moveByDrag, remove, claim, waive };
}
