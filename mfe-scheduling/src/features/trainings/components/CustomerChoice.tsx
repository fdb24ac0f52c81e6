import { useState } from 'react';
import { useSessionUser } from '@studio/shell-kit/session-hooks';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { Combobox } from '@studio/shell-kit/ui/Combobox';
import { useCustomerOptionsQuery, type CustomerOption } from '../../../api/customer-options-api';
import { labels } from '../../../config/messages';

/** One trainer's customers fit in one answer (a few hundred at most); a whole chain is searched. */
const optionsOfOneTrainer = 200;
const optionsPerSearch = 50;

interface Props {
  label: string;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  /** Only this trainer's customers (an admin's trainer filter). */
  trainerId?: string;
  emptyLabel?: string;
  required?: boolean;
}

/** A customer chosen by typing part of their name: the server searches, never the whole list. */
export function CustomerChoice({ label, value, onChange, trainerId, emptyLabel, required }: Props) {
  const isAdmin = useSessionUser()?.role === 'admin';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const options = useCustomerOptionsQuery({
    limit: String(trainerId || !isAdmin ? optionsOfOneTrainer : optionsPerSearch),
    ...(q ? { q } : {}),
    ...(trainerId ? { trainerId } : {}),
  });
  return (
    <Combobox
      label={label}
      value={value}
      options={options.data?.items ?? []}
      onSearch={setSearch}
      onChange={onChange}
      emptyLabel={emptyLabel}
      placeholder={emptyLabel ?? labels.typeToSearchCustomers}
      required={required}
      loading={options.isFetching && !options.data}
      moreHint={options.data?.nextCursor ? labels.moreCustomers : undefined}
    />
  );
}
