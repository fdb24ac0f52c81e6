import { ForgotPasswordPage } from '../features/auth/routes/ForgotPasswordPage';

export default ForgotPasswordPage;
