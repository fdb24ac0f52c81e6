import { TrainerPaySummary } from '../components/TrainerPaySummary';
import { UnclaimedReview } from '../components/UnclaimedReview';
import '../dashboards.css';
import { Page } from '@studio/shell-kit/ui/Page';

/** /trainerdashboard: the trainer's own completed trainings by month and their unclaimed trainings. */
export function TrainerDashboardPage() {
  return (
    <Page title="Trainer Dashboard" className="dashboard-page">
      <UnclaimedReview />
      <TrainerPaySummary />
    </Page>
  );
}
