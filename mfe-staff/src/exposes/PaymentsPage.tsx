import { PaymentsPage } from '../features/payments/routes/PaymentsPage';

export default PaymentsPage;
