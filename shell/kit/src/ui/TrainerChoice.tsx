import { useState } from 'react';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import { useDebouncedValue } from '@studio/shell-kit/use-debounced-value';
import { useTrainerOptionPageQuery } from '@studio/shell-kit/users-api';
import { Combobox } from '@studio/shell-kit/ui/Combobox';

/** A studio's trainers fit in one answer; a chain's are searched, a page of matches at a time. */
const optionsPerSearch = 50;
const searchDelayMs = 250;

export const allTrainersLabel = 'All Trainers';
const moreTrainers = 'More trainers match: type more of the name to narrow the list.';

interface Props {
  label: string;
  value: TrainerOption | null;
  onChange: (trainer: TrainerOption | null) => void;
  /** The first option, clearing the choice; a filter's is 'All Trainers'. */
  emptyLabel?: string;
  /** A form that cannot be sent without a trainer (the text box is empty until one is chosen). */
  required?: boolean;
  className?: string;
}

/**
 * A trainer chosen by typing part of their name (every staff screen's trainer filter): the server
 * searches the active trainers, so a chain of any size never sends its whole list.
 */
export function TrainerChoice({ label, value, onChange, emptyLabel, required, className }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const options = useTrainerOptionPageQuery({
    limit: String(optionsPerSearch),
    ...(q ? { q } : {}),
  });
  return (
    <Combobox
      label={label}
      value={value}
      options={options.data?.items ?? []}
      onSearch={setSearch}
      onChange={onChange}
      emptyLabel={emptyLabel}
      required={required}
      placeholder={emptyLabel ?? 'Type a name to search'}
      loading={options.isFetching && !options.data}
      moreHint={options.data?.nextCursor ? moreTrainers : undefined}
      className={className}
    />
  );
}
