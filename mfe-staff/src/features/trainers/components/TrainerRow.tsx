import type { FormEvent, ReactNode } from 'react';
import type { User, UserRole } from '@studio/contracts/auth';
import { formatShortDate } from '@studio/shell-kit/dates';

interface Props {
  trainer: User;
  editing: boolean;
  onEdit: () => void;
  onSave: (changes: { name: string; email: string; role: UserRole }) => void;
  onDelete: () => void;
  rateCell?: ReactNode;
}

/** One account: read-only, or (after Edit) inline inputs for name, email and role with Save. */
export function TrainerRow({ trainer, editing, onEdit, onSave, onDelete, rateCell }: Props) {
  // The inputs sit in separate cells, so they join one form through the `form` attribute.
  const formId = `edit-trainer-${trainer._id}`;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave({
      name: String(form.get('name')),
      email: String(form.get('email')),
      role: String(form.get('role')) as UserRole,
    });
  };

  return (
    <tr>
      {editing ? (
        <>
          <td>
            <form id={formId} onSubmit={save} />
            <input
              form={formId}
              name="name"
              aria-label={`Name of ${trainer.name}`}
              defaultValue={trainer.name}
              required
            />
          </td>
          <td>
            <input
              form={formId}
              type="email"
              name="email"
              aria-label={`Email of ${trainer.name}`}
              defaultValue={trainer.email}
              required
            />
          </td>
          <td>
            <select
              form={formId}
              name="role"
              aria-label={`Role of ${trainer.name}`}
              defaultValue={trainer.role}
            >
              <option value="trainer">Trainer</option>
              <option value="admin">Admin</option>
            </select>
          </td>
        </>
      ) : (
        <>
          <td>{trainer.name}</td>
          <td>{trainer.email}</td>
          <td>
            {trainer.role === 'admin' ? 'Admin' : 'Trainer'}
            {trainer.status === 'rejected' && ' (registration rejected)'}
          </td>
        </>
      )}
      <td>{formatShortDate(trainer.dateCreated)}</td>
      <td>{trainer.lastEdited ? formatShortDate(trainer.lastEdited) : 'N/A'}</td>
      {rateCell !== undefined && <td>{rateCell}</td>}
      <td>
        {/* Distinct keys: reusing the Edit button's element as the submit button would let
            the click that opened the editor also submit it. */}
        {editing ? (
          <button key="save" type="submit" form={formId} className="table-button">
            Save
          </button>
        ) : (
          <button
            key="edit"
            type="button"
            className="table-button"
            aria-label={`Edit ${trainer.name}`}
            onClick={onEdit}
          >
            Edit
          </button>
        )}
      </td>
      <td>
        <button
          type="button"
          className="table-button table-button-danger"
          aria-label={`Delete ${trainer.name}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
