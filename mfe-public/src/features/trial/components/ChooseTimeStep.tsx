import { useMemo, useState } from 'react';
import type { Slot } from '@studio/contracts/availability';
import { placeOfTimeZone } from '@studio/shell-kit/business-time';
import { trialMessages } from '../config/trial-copy';
import type { SlotsState } from '../hooks/use-trial-slots';
import { formatTime, slotDays, slotKey } from '../utils/slot-days';
import { ChoiceGroup } from './form-controls';

interface Props {
  slots: SlotsState;
  onReload: () => void;
  chosen: Slot | null;
  onChoose: (slot: Slot) => void;
  error: string | undefined;
}

/** Step 1: the days with open times, then that day's times (the studio's clock). */
export function ChooseTimeStep({ slots, onReload, chosen, onChoose, error }: Props) {
  const days = useMemo(() => (slots.kind === 'loaded' ? slotDays(slots.slots.slots) : []), [slots]);
  const chosenDay = chosen
    ? days.find((day) => day.slots.some((s) => slotKey(s) === slotKey(chosen)))
    : undefined;
  const [dayPicked, setDayPicked] = useState('');
  const shownDay = days.find((day) => day.date === dayPicked) ?? chosenDay ?? days[0];

  // Before the app runs: the visitor's tap (or scroll) starts it, which asks for the times
  // (scripts/prerender/trial-view-beacon.ts), so loading them never holds up the page.
  if (slots.kind === 'prerendered')
    return (
      <button
        type="button"
        className="pub-button pub-button--secondary"
        data-busy={trialMessages.slotsLoading}
      >
        {trialMessages.showSlots}
      </button>
    );
  if (slots.kind === 'loading') return <p role="status">{trialMessages.slotsLoading}</p>;
  if (slots.kind === 'failed')
    return (
      <div>
        <p className="pub-alert">{trialMessages.slotsFailed}</p>
        <button type="button" className="pub-button pub-button--secondary" onClick={onReload}>
          {trialMessages.tryAgain}
        </button>
      </div>
    );
  if (!shownDay) return <p>{trialMessages.noSlots}</p>;
  return (
    <>
      <p className="pub-trial__hint">
        {trialMessages.timeShownIn(placeOfTimeZone(slots.slots.timeZone))}
      </p>
      <ChoiceGroup
        legend={trialMessages.chooseDay}
        name="trial-day"
        inline
        value={shownDay.date}
        onChange={setDayPicked}
        choices={days.map((day) => ({ value: day.date, label: day.label }))}
      />
      <ChoiceGroup
        legend={trialMessages.timesOn(shownDay.label)}
        name="trial-time"
        inline
        value={chosen ? slotKey(chosen) : ''}
        onChange={(key) => {
          const slot = shownDay.slots.find((candidate) => slotKey(candidate) === key);
          if (slot) onChoose(slot);
        }}
        choices={shownDay.slots.map((slot) => ({
          value: slotKey(slot),
          label: `${formatTime(slot.start)} with ${slot.trainer.name}`,
        }))}
        error={error}
      />
    </>
  );
}
