import { ReportsPage } from '../features/reports/routes/ReportsPage';

export default ReportsPage;
