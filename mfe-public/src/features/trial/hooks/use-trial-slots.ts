import { useCallback, useEffect, useState } from 'react';
import type { Slots } from '@studio/contracts/availability';
import { businessToday } from '@studio/shell-kit/dates';
import { fetchTrialSlots } from '../api/trial-api';
import { addCalendarDays } from '../utils/slot-days';
import { useLiveApp } from './use-live-app';

/** Four weeks of open times: the studio's booking window is 30 days by default. */
const daysShown = 28;

export type SlotsState =
  | { kind: 'prerendered' }
  | { kind: 'loading' }
  | { kind: 'failed'; reason: string }
  | { kind: 'loaded'; slots: Slots };

/**
 * The open trial times from today (the studio's) for four weeks; `reload` asks again. In the
 * prerendered page they are not asked for yet (`prerendered`): the app asks once it runs.
 */
export function useTrialSlots(): { state: SlotsState; reload: () => void } {
  const live = useLiveApp();
  const [state, setState] = useState<SlotsState>({ kind: live ? 'loading' : 'prerendered' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const from = businessToday();
    fetchTrialSlots(from, addCalendarDays(from, daysShown - 1))
      .then((slots) => current && setState({ kind: 'loaded', slots }))
      .catch(
        (error: unknown) =>
          current && setState({ kind: 'failed', reason: (error as Error).message }),
      );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
