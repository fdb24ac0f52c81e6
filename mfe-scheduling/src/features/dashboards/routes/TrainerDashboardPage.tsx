import { TrainerPaySummary } from '../components/TrainerPaySummary';
import { UnclaimedReview } from '../components/UnclaimedReview';
import '../dashboards.css';

/** /trainerdashboard: the trainer's own completed trainings by month and their unclaimed trainings. */
export function TrainerDashboardPage() {
  return (
    <div className="dashboard-page">
      <h1>Trainer Dashboard</h1>
      <UnclaimedReview />
      <TrainerPaySummary />
    </div>
  );
}
