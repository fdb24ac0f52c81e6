import { Input } from '@studio/shell-kit/ui/Input';
import { useId } from 'react';
import './data-table.css';

interface Props {
  label: string;
  /** What the search looks in, shown as the field's hint. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a server-searched table (the server takes up to 100 characters). */
export function TableSearch({ label, placeholder, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="table-search">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
