import { TrainerStatistics } from '../components/TrainerStatistics';
import { UnclaimedReview } from '../components/UnclaimedReview';
import '../dashboards.css';
import { Page } from '@studio/shell-kit/ui/Page';

/** /admindashboard: every trainer's statistics and the review of all unclaimed trainings. */
export function AdminDashboardPage() {
  return (
    <Page title="Admin Dashboard" className="dashboard-page">
      <TrainerStatistics />
      <UnclaimedReview />
    </Page>
  );
}
