import { useMemo, useState } from 'react';
import type { Training } from '@studio/contracts/training';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { SuccessBanner } from '@studio/shell-kit/ui/SuccessBanner';
import { useCompletedByMonthQuery } from '../../../api/training-stats-api';
import {
  useClaimTrainingMutation,
  useDeleteTrainingMutation,
  useUnclaimedTrainingsInfiniteQuery,
} from '../../../api/trainings-api';
import { labels, messages } from '../../../config/messages';
import { LazyLineChart } from '@studio/shell-kit/ui/LazyLineChart';
import { UnclaimedTable } from './UnclaimedTable';
import { Button } from '@studio/shell-kit/ui/Button';

/**
 * The unclaimed trainings review: completed trainings by month (everything the person may see) and
 * the past trainings still to claim, a page at a time ("Load more"), with Claim and Delete.
 */
export function UnclaimedReview() {
  const unclaimed = useUnclaimedTrainingsInfiniteQuery();
  const pages = unclaimed.data?.pages;
  const trainings = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  const completed = useCompletedByMonthQuery({});
  const [claimTraining, claiming] = useClaimTrainingMutation();
  const [deleteTraining, deleting] = useDeleteTrainingMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (unclaimed.error) console.error('Loading unclaimed trainings failed', unclaimed.error);
  if (completed.error) console.error('Loading completed trainings failed', completed.error);

  const chart = useMemo(
    () => ({
      title: labels.completedByMonth,
      xLabels: completed.data?.months ?? [],
      series: [{ name: labels.completedLegend, values: completed.data?.totals ?? [] }],
    }),
    [completed.data],
  );

  const claim = async (training: Training) => {
    const result = await claimTraining(training._id);
    if ('error' in result) {
      console.error('Claiming the training failed', result.error);
      setError(messages.claimFailed);
      return;
    }
    setError(null);
    setBanner(messages.claimed);
  };

  const remove = async (training: Training) => {
    const result = await deleteTraining(training._id);
    if ('error' in result) {
      console.error('Deleting the training failed', result.error);
      setError(messages.deleteFailed);
      return;
    }
    setError(null);
    setBanner(messages.deleted);
  };

  return (
    <section className="unclaimed-review" aria-label="Unclaimed trainings review">
      <LazyLineChart data={chart} />
      <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      <ErrorMessage message={error} />
      {trainings && (
        <UnclaimedTable
          trainings={trainings}
          busy={claiming.isLoading || deleting.isLoading}
          onClaim={(training) => void claim(training)}
          onDelete={(training) => void remove(training)}
        />
      )}
      {unclaimed.hasNextPage && (
        <Button
          disabled={unclaimed.isFetchingNextPage}
          onClick={() => void unclaimed.fetchNextPage()}
        >
          {labels.loadMoreUnclaimed}
        </Button>
      )}
    </section>
  );
}
