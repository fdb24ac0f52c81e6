import { LeadsPage } from '../features/leads/routes/LeadsPage';

export default LeadsPage;
