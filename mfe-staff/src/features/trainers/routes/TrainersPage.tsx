import { useCallback, useEffect, useMemo, useState } from 'react';
import type { User, UserRole } from '@studio/contracts/auth';
import type { UserSortKey } from '@studio/contracts/user-page';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { useListRows } from '@studio/shell-kit/cursor-pages';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { TableSearch } from '@studio/shell-kit/ui/TableSearch';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { messages } from '../../../config/messages';
import {
  useDecideRegistrationMutation,
  useDeleteTrainerMutation,
  useResetTwoFactorMutation,
  usePendingUsersQuery,
  useUpdateTrainerMutation,
  useUserPageInfiniteQuery,
} from '../api/trainers-api';
import { AddTrainerModal } from '../components/AddTrainerModal';
import { ConfirmAccountChangeModal } from '../components/ConfirmAccountChangeModal';
import { PendingRegistrations } from '../components/PendingRegistrations';
import { TrainerRateCell } from '../components/TrainerRateCell';
import { TrainersTable } from '../components/TrainersTable';
import '../trainers.css';
import { Button } from '@studio/shell-kit/ui/Button';
import { Page } from '@studio/shell-kit/ui/Page';

type Failure = { message: string; reason?: string };

const noUsers: readonly User[] = [];

/** The server is asked again once typing has paused this long. */
const searchDelayMs = 300;

/**
 * /trainers (admin): every staff account, added, edited inline and deleted from here; trainers who
 * registered themselves and wait for approval are listed above the table to approve or reject.
 */
export function TrainersPage() {
  const { data: pending, error: loadError } = usePendingUsersQuery();
  const waiting = pending?.items ?? noUsers;
  const sort = useServerSort<UserSortKey>('dateCreated');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const accountPages = useUserPageInfiniteQuery({ sort: sort.key, order: sort.order, q });
  const accounts = useListRows(accountPages);
  // Registrations waiting for a decision are listed above the table, not in it.
  const decidedRows = useMemo(
    () => accounts.rows.filter((user) => user.status !== 'pending'),
    [accounts.rows],
  );
  const [updateTrainer] = useUpdateTrainerMutation();
  const [deleteTrainer] = useDeleteTrainerMutation();
  const [decideRegistration] = useDecideRegistrationMutation();
  const [decidingId, setDecidingId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [resetTwoFactor] = useResetTwoFactorMutation();
  const signedInId = useSessionUser()?._id;
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const dismissSuccess = useCallback(() => setSuccess(null), []);

  useEffect(() => {
    // Loading failures are logged only (spec section 8).
    if (loadError) console.error('Could not load the trainers', loadError);
    if (accountPages.error) console.error('Could not load the trainers', accountPages.error);
  }, [loadError, accountPages.error]);

  const succeed = (message: string) => {
    setFailure(null);
    setSuccess(message);
  };

  const save = async (id: string, changes: { name: string; email: string; role: UserRole }) => {
    const result = await updateTrainer({ id, changes });
    if ('error' in result) {
      console.error('Updating a trainer failed', result.error);
      setFailure({ message: messages.trainerSaveFailed, reason: serverErrorMessage(result.error) });
      return;
    }
    setEditingId(null);
    succeed(messages.trainerUpdated);
  };

  const remove = async (trainer: User) => {
    setDeleting(null);
    const result = await deleteTrainer(trainer._id);
    if ('error' in result) {
      console.error('Deleting a trainer failed', result.error);
      setFailure({
        message: messages.trainerDeleteFailed,
        reason: serverErrorMessage(result.error),
      });
      return;
    }
    succeed(messages.trainerDeleted);
  };

  const resetSecondFactor = async (trainer: User) => {
    setResetting(null);
    const result = await resetTwoFactor(trainer._id);
    if ('error' in result) {
      setFailure({
        message: messages.twoFactorResetFailed,
        reason: serverErrorMessage(result.error),
      });
      return;
    }
    succeed(messages.twoFactorReset(trainer.name));
  };

  const decide = async (user: User, decision: 'approve' | 'reject') => {
    setDecidingId(user._id);
    const result = await decideRegistration({ id: user._id, decision });
    setDecidingId(null);
    if ('error' in result) {
      console.error('Recording a registration decision failed', result.error);
      setFailure({
        message: messages.registrationDecisionFailed,
        reason: serverErrorMessage(result.error),
      });
      return;
    }
    succeed(
      decision === 'approve'
        ? messages.registrationApproved(user.name)
        : messages.registrationRejected(user.name),
    );
  };

  return (
    <Page title="List of Trainers (includes Admin)" className="trainers-page">
      <SuccessBanner message={success} onDismiss={dismissSuccess} />
      <ErrorMessage message={failure?.message} detail={failure?.reason} />
      <PendingRegistrations
        registrations={waiting}
        decidingId={decidingId}
        onDecide={(user, decision) => void decide(user, decision)}
      />
      <div className="trainers-actions">
        <Button variant="primary" onClick={() => setAdding(true)}>
          Add New Trainer
        </Button>
        <TableSearch
          label="Search accounts"
          placeholder="Name or email"
          value={search}
          onChange={setSearch}
        />
      </div>
      <TrainersTable
        list={{ ...accounts, rows: decidedRows }}
        sort={sort}
        searching={q !== ''}
        editingId={editingId}
        onEdit={setEditingId}
        onSave={(id, changes) => void save(id, changes)}
        onDelete={setDeleting}
        rateCell={(trainer) => <TrainerRateCell trainer={trainer} />}
        twoFactorCell={(trainer) =>
          // An admin changes their own second factor on their profile.
          trainer._id === signedInId ? null : (
            <Button
              size="sm"
              aria-label={`Reset two-step sign-in of ${trainer.name}`}
              onClick={() => setResetting(trainer)}
            >
              Reset
            </Button>
          )
        }
      />
      {adding && (
        <AddTrainerModal
          onAdded={() => {
            setAdding(false);
            succeed(messages.trainerAdded);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {deleting && (
        <ConfirmAccountChangeModal
          title={`Delete ${deleting.name}?`}
          consequence="The account and its sign-in are removed for good."
          confirmLabel="Delete"
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      {resetting && (
        <ConfirmAccountChangeModal
          title={`Reset two-step sign-in of ${resetting.name}?`}
          consequence={messages.twoFactorResetConsequence}
          confirmLabel="Reset"
          onConfirm={() => void resetSecondFactor(resetting)}
          onClose={() => setResetting(null)}
        />
      )}
    </Page>
  );
}
