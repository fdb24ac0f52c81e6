import { ResetPasswordPage } from '../features/auth/routes/ResetPasswordPage';

export default ResetPasswordPage;
