import { AdminDashboardPage } from '../features/dashboards/routes/AdminDashboardPage';

export default AdminDashboardPage;
