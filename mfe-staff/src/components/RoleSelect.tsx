import { useId, type SelectHTMLAttributes } from 'react';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
}

/** The role choice of the registration and trainer forms: Trainer (the default) or Admin. */
export function RoleSelect({ label, defaultValue = 'trainer', ...selectProps }: Props) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} defaultValue={defaultValue} {...selectProps}>
        <option value="trainer">Trainer</option>
        <option value="admin">Admin</option>
      </select>
    </div>
  );
}
