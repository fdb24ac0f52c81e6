import type { TrainerRate } from '@studio/contracts/reports';

/** The rate a trainer is paid on `today` (`YYYY-MM-DD`), and the next one when it is already set. */
export function ratesOf(
  rates: readonly TrainerRate[],
  trainerId: string,
  today: string,
): { current?: TrainerRate; next?: TrainerRate } {
  const own = rates
    .filter((rate) => rate.trainerId === trainerId)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  return {
    current: own.filter((rate) => rate.startsOn <= today).at(-1),
    next: own.find((rate) => rate.startsOn > today),
  };
}

/** '$50.00' for 5000 cents. */
export function formatRate(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Cents from what a person typed as dollars ('50', '50.5', '$50.50'); undefined when it is not an amount. */
export function centsFromDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
