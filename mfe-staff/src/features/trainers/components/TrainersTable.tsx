import type { FormEvent } from 'react';
import type { User } from '@studio/contracts/auth';
import type { UserSortKey } from '@studio/contracts/user-page';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable } from '@studio/shell-kit/ui/DataTable';
import {
  editTrainerFormId,
  trainerChangesOf,
  trainerColumns,
  type TrainerChanges,
  type TrainerRowActions,
} from './trainer-columns';

interface Props {
  list: ListRows<User>;
  sort: ServerSort<UserSortKey>;
  /** A search is applied: the empty list says nothing matched. */
  searching: boolean;
  editingId: string | null;
  onEdit: (id: string) => void;
  onSave: (id: string, changes: TrainerChanges) => void;
  onDelete: (trainer: User) => void;
  rateCell?: TrainerRowActions['rateCell'];
  twoFactorCell?: TrainerRowActions['twoFactorCell'];
}

/** The accounts, sorted by the server by every column (a header click sorts; a second click reverses). */
export function TrainersTable({
  list,
  sort,
  searching,
  editingId,
  onEdit,
  onSave,
  onDelete,
  rateCell,
  twoFactorCell,
}: Props) {
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editingId) onSave(editingId, trainerChangesOf(event.currentTarget));
  };
  return (
    <>
      <form id={editTrainerFormId} onSubmit={save} />
      <DataTable
        label="Trainers"
        columns={trainerColumns({
          onEdit: (trainer) => onEdit(trainer._id),
          onDelete,
          rateCell,
          twoFactorCell,
        })}
        list={list}
        rowId={(trainer) => trainer._id}
        rowLabel={(trainer) => trainer.name}
        sort={sort}
        editingRowId={editingId}
        emptyMessage={searching ? 'No accounts match this search.' : 'No accounts yet.'}
      />
    </>
  );
}
