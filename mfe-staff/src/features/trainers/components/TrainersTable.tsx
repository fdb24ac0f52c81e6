import type { ReactNode } from 'react';
import type { User, UserRole } from '@studio/contracts/auth';
import { SortableHeader } from '@studio/shell-kit/ui/SortableHeader';
import { useSortableRows, type SortValueReaders } from '@studio/shell-kit/use-sortable-rows';
import { TrainerRow } from './TrainerRow';

type Column = 'name' | 'email' | 'role' | 'dateCreated' | 'lastEdited';

const sortValues: SortValueReaders<User, Column> = {
  name: (user) => user.name,
  email: (user) => user.email,
  role: (user) => user.role,
  dateCreated: (user) => Date.parse(user.dateCreated),
  lastEdited: (user) => (user.lastEdited ? Date.parse(user.lastEdited) : null),
};

interface Props {
  trainers: readonly User[];
  editingId: string | null;
  onEdit: (id: string) => void;
  onSave: (id: string, changes: { name: string; email: string; role: UserRole }) => void;
  onDelete: (trainer: User) => void;
  /** A Rate per Session column (the Trainers screen passes the rate cell). */
  rateCell?: (trainer: User) => ReactNode;
}

/** The accounts, sortable by every column (a header click sorts; a second click reverses). */
export function TrainersTable({ trainers, editingId, onEdit, onSave, onDelete, rateCell }: Props) {
  const sorting = useSortableRows(trainers, sortValues, 'dateCreated');
  return (
    <div className="data-table-wrapper">
      <table className="data-table">
        <thead>
          <tr>
            <SortableHeader column="name" sorting={sorting}>
              Name
            </SortableHeader>
            <SortableHeader column="email" sorting={sorting}>
              Email
            </SortableHeader>
            <SortableHeader column="role" sorting={sorting}>
              Role
            </SortableHeader>
            <SortableHeader column="dateCreated" sorting={sorting}>
              Date Joined
            </SortableHeader>
            <SortableHeader column="lastEdited" sorting={sorting}>
              Last Edited
            </SortableHeader>
            {rateCell && <th scope="col">Rate per Session</th>}
            <th scope="col">Edit</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {sorting.rows.map((trainer) => (
            <TrainerRow
              key={trainer._id}
              trainer={trainer}
              editing={editingId === trainer._id}
              onEdit={() => onEdit(trainer._id)}
              onSave={(changes) => onSave(trainer._id, changes)}
              onDelete={() => onDelete(trainer)}
              rateCell={rateCell?.(trainer)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
