import { useId, useState, type FormEvent } from 'react';
import type { User } from '@studio/contracts/auth';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { businessToday, formatShortPlainDate } from '@studio/shell-kit/dates';
import { useAddTrainerRateMutation, useTrainerRatesQuery } from '../api/trainer-rates-api';
import { centsFromDollars, formatRate, ratesOf } from '../utils/rate-in-force';
import { Button } from '@studio/shell-kit/ui/Button';
import { DateField } from '@studio/shell-kit/ui/DateFields';
import { TextField } from '@studio/shell-kit/ui/TextField';

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
      <Button
        size="sm"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={`Set rate of ${trainer.name}`}
        onClick={() => setOpen(!open)}
      >
        Set rate
      </Button>
      {open && (
        <form id={formId} className="trainer-rate-form" onSubmit={save} noValidate>
          <TextField
            label="Rate per session ($)"
            inputMode="decimal"
            value={dollars}
            onChange={(event) => setDollars(event.target.value)}
            required
          />
          <DateField
            label="Starts on"
            value={startsOn}
            onChange={(event) => setStartsOn(event.target.value)}
            required
          />
          <Button size="sm" type="submit" disabled={adding.isLoading}>
            {adding.isLoading ? 'Saving…' : 'Save rate'}
          </Button>
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
