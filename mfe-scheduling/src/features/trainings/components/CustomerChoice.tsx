import { useState } from 'react';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { Combobox } from '@studio/shell-kit/ui/Combobox';
import { useCustomerOptionsQuery, type CustomerOption } from '../../../api/customer-options-api';
import { labels } from '../../../config/messages';

/** Enough for one trainer's customers in one answer; a whole chain is searched instead. */
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
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const options = useCustomerOptionsQuery({
    limit: String(optionsPerSearch),
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
