import { RegisterPage } from '../features/auth/routes/RegisterPage';

export default RegisterPage;
