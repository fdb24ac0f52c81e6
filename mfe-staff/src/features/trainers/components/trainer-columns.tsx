import type { User, UserRole } from '@studio/contracts/auth';
import type { UserSortKey } from '@studio/contracts/user-page';
import { formatShortDate } from '@studio/shell-kit/dates';
import type { DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import type { ReactNode } from 'react';
import { Button } from '@studio/shell-kit/ui/Button';
import { Input } from '@studio/shell-kit/ui/Input';
import { Select } from '@studio/shell-kit/ui/Select';

export type TrainerColumn = DataTableColumn<User, UserSortKey>;

export interface TrainerRowActions {
  onEdit: (trainer: User) => void;
  onDelete: (trainer: User) => void;
  /** A Rate per Session column (the Trainers screen passes the rate cell; not in the spec). */
  rateCell?: ((trainer: User) => ReactNode) | undefined;
  /** A Two-step sign-in column with its reset action (not in the spec: issue 28). */
  twoFactorCell?: ((trainer: User) => ReactNode) | undefined;
}

/** The edited row's inputs sit in separate cells, so they join one form through the `form` attribute. */
export const editTrainerFormId = 'edit-trainer';

export interface TrainerChanges {
  name: string;
  email: string;
  role: UserRole;
}

/** The typed name, email and role of the edit form. */
export function trainerChangesOf(form: HTMLFormElement): TrainerChanges {
  const fields = new FormData(form);
  return {
    name: String(fields.get('name')),
    email: String(fields.get('email')),
    role: String(fields.get('role')) as UserRole,
  };
}

const nameColumn: TrainerColumn = {
  id: 'name',
  header: 'Name',
  sortKey: 'name',
  cell: (trainer) => trainer.name,
  editCell: (trainer) => (
    <Input
      compact
      form={editTrainerFormId}
      name="name"
      aria-label={`Name of ${trainer.name}`}
      defaultValue={trainer.name}
      required
    />
  ),
};

const emailColumn: TrainerColumn = {
  id: 'email',
  header: 'Email',
  sortKey: 'email',
  cell: (trainer) => trainer.email,
  editCell: (trainer) => (
    <Input
      compact
      form={editTrainerFormId}
      type="email"
      name="email"
      aria-label={`Email of ${trainer.name}`}
      defaultValue={trainer.email}
      required
    />
  ),
};

const roleColumn: TrainerColumn = {
  id: 'role',
  header: 'Role',
  sortKey: 'role',
  cell: (trainer) =>
    `${trainer.role === 'admin' ? 'Admin' : 'Trainer'}${
      trainer.status === 'rejected' ? ' (registration rejected)' : ''
    }`,
  editCell: (trainer) => (
    <Select
      compact
      form={editTrainerFormId}
      name="role"
      aria-label={`Role of ${trainer.name}`}
      defaultValue={trainer.role}
    >
      <option value="trainer">Trainer</option>
      <option value="admin">Admin</option>
    </Select>
  ),
};

const dateJoinedColumn: TrainerColumn = {
  id: 'dateCreated',
  header: 'Date Joined',
  sortKey: 'dateCreated',
  cell: (trainer) => formatShortDate(trainer.dateCreated),
};

const lastEditedColumn: TrainerColumn = {
  id: 'lastEdited',
  header: 'Last Edited',
  sortKey: 'lastEdited',
  cell: (trainer) => (trainer.lastEdited ? formatShortDate(trainer.lastEdited) : 'N/A'),
};

const editColumn = (actions: TrainerRowActions): TrainerColumn => ({
  id: 'edit',
  header: 'Edit',
  cell: (trainer) => (
    <Button
      size="sm"
      key="edit"
      aria-label={`Edit ${trainer.name}`}
      onClick={() => actions.onEdit(trainer)}
    >
      Edit
    </Button>
  ),
  // A distinct key: reusing the Edit button's element as the submit button would let the click
  // that opened the editor also submit it.
  editCell: () => (
    <Button size="sm" key="save" type="submit" form={editTrainerFormId}>
      Save
    </Button>
  ),
});

const deleteColumn = (actions: TrainerRowActions): TrainerColumn => ({
  id: 'delete',
  header: 'Delete',
  cell: (trainer) => (
    <Button
      variant="danger"
      size="sm"
      aria-label={`Delete ${trainer.name}`}
      onClick={() => actions.onDelete(trainer)}
    >
      Delete
    </Button>
  ),
});

const rateColumn = (rateCell: (trainer: User) => ReactNode): TrainerColumn => ({
  id: 'rate',
  header: 'Rate per Session',
  cell: rateCell,
});

const twoFactorColumn = (twoFactorCell: (trainer: User) => ReactNode): TrainerColumn => ({
  id: 'twoFactor',
  header: 'Two-step sign-in',
  cell: twoFactorCell,
});

/**
 * The spec's columns: Name, Email, Role, Date Joined, Last Edited (N/A if never), Edit, Delete;
 * with a rate cell, Rate per Session before Edit.
 */
export function trainerColumns(actions: TrainerRowActions): TrainerColumn[] {
  return [
    nameColumn,
    emailColumn,
    roleColumn,
    dateJoinedColumn,
    lastEditedColumn,
    ...(actions.rateCell ? [rateColumn(actions.rateCell)] : []),
    ...(actions.twoFactorCell ? [twoFactorColumn(actions.twoFactorCell)] : []),
    editColumn(actions),
    deleteColumn(actions),
  ];
}
