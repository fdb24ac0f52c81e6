import { CustomersPage } from '../features/customers/routes/CustomersPage';

export default CustomersPage;
