import { useId, useState, type FormEvent } from 'react';
import type { User } from '@studio/contracts/auth';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { businessToday, formatShortPlainDate } from '@studio/shell-kit/dates';
import { useAddTrainerRateMutation, useTrainerRatesQuery } from '../api/trainer-rates-api';
import { centsFromDollars, formatRate, ratesOf } from '../utils/rate-in-force';

/**
 * A trainer's pay per session on the Trainers screen: the rate in force (and the next one), and a
 * small form to set a new rate from a start date. Past months keep the rate they were paid at.
 */
export function TrainerRateCell({ trainer }: { trainer: User }) {
  const rates = useTrainerRatesQuery();
  const [addRate, adding] = useAddTrainerRateMutation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const today = businessToday();
  const [startsOn, setStartsOn] = useState(today);
  const [dollars, setDollars] = useState('');
  const formId = useId();

  if (trainer.role !== 'trainer') return null;
  if (rates.isLoading) return <span role="status">Loading…</span>;
  if (rates.error) return <span>Rate unavailable</span>;
  const { current, next } = ratesOf(rates.data?.rates ?? [], trainer._id, today);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromDollars(dollars);
    if (cents === undefined) {
      setProblem('Enter the rate in dollars, such as 50 or 50.50.');
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startsOn)) {
      setProblem('Choose the date the rate starts.');
      return;
    }
    const saved = await addRate({ trainerId: trainer._id, ratePerSessionCents: cents, startsOn });
    if ('error' in saved) {
      setProblem(
        serverErrorMessage(saved.error) ?? 'The rate could not be saved. Please try again.',
      );
      return;
    }
    setProblem(undefined);
    setOpen(false);
    setDollars('');
  };

  return (
    <div className="trainer-rate">
      <span>
        {current ? `${formatRate(current.ratePerSessionCents)} / session` : 'No rate set'}
        {next &&
          ` (${formatRate(next.ratePerSessionCents)} from ${formatShortPlainDate(next.startsOn)})`}
      </span>{' '}
      <button
        type="button"
        className="table-button"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={`Set rate of ${trainer.name}`}
        onClick={() => setOpen(!open)}
      >
        Set rate
      </button>
      {open && (
        <form id={formId} className="trainer-rate-form" onSubmit={save} noValidate>
          <label>
            Rate per session ($)
            <input
              inputMode="decimal"
              value={dollars}
              onChange={(event) => setDollars(event.target.value)}
              required
            />
          </label>
          <label>
            Starts on
            <input
              type="date"
              value={startsOn}
              onChange={(event) => setStartsOn(event.target.value)}
              required
            />
          </label>
          <button type="submit" className="table-button" disabled={adding.isLoading}>
            {adding.isLoading ? 'Saving…' : 'Save rate'}
          </button>
          {problem && (
            <p className="trainer-rate-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
