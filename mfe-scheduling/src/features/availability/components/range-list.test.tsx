import type { TimeRange } from '@studio/contracts/availability';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeList } from './RangeList';

function Editable({
  initial,
  onChange,
}: {
  initial: TimeRange[];
  onChange: (r: TimeRange[]) => void;
}) {
  const [ranges, setRanges] = useState(initial);
  return (
    <RangeList
      dayLabel="Friday"
      ranges={ranges}
      onChange={(next) => {
        setRanges(next);
        onChange(next);
      }}
    />
  );
}

describe('RangeList', () => {
  it('shows an end at midnight as 24:00, not 23:59', () => {
    render(<Editable initial={[{ start: '18:00', end: '24:00' }]} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Friday until' })).toHaveValue('24:00');
  });

  it('takes 24:00 typed as the end, and marks an end past it as not a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable initial={[{ start: '18:00', end: '22:00' }]} onChange={onChange} />);
    const until = screen.getByRole('textbox', { name: 'Friday until' });
    await user.clear(until);
    await user.type(until, '24:00');
    expect(onChange).toHaveBeenLastCalledWith([{ start: '18:00', end: '24:00' }]);
    expect(until).toBeValid();
    await user.clear(until);
    await user.type(until, '24:30');
    expect(until).toBeInvalid();
  });
});
