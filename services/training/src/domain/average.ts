import { averageDivisor } from '@studio/contracts/training-stats';

/** The spec's 'Avg. Past Trainings/90 Days': past count / 8.57, shown to 2 decimals. */
export function averagePastSessions(pastCount: number): string {
  return (pastCount / averageDivisor).toFixed(2);
}
