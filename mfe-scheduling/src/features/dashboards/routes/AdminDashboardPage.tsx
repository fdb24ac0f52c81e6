import { TrainerStatistics } from '../components/TrainerStatistics';
import { UnclaimedReview } from '../components/UnclaimedReview';
import '../dashboards.css';

/** /admindashboard: every trainer's statistics and the review of all unclaimed trainings. */
export function AdminDashboardPage() {
  return (
    <div className="dashboard-page">
      <h1>Admin Dashboard</h1>
      <TrainerStatistics />
      <UnclaimedReview />
    </div>
  );
}
