import { SelectField, type SelectFieldProps } from '@studio/shell-kit/ui/SelectField';

interface Props extends Omit<SelectFieldProps, 'children'> {
  label: string;
}

/** The role choice of the registration and trainer forms: Trainer (the default) or Admin. */
export function RoleSelect({ label, defaultValue = 'trainer', ...selectProps }: Props) {
  return (
    <SelectField label={label} defaultValue={defaultValue} {...selectProps}>
      <option value="trainer">Trainer</option>
      <option value="admin">Admin</option>
    </SelectField>
  );
}
