import { TrainerDashboardPage } from '../features/dashboards/routes/TrainerDashboardPage';

export default TrainerDashboardPage;
