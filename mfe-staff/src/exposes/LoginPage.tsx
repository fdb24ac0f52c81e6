import { LoginPage } from '../features/auth/routes/LoginPage';

export default LoginPage;
