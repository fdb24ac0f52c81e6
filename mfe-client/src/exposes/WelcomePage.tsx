import { WelcomePage } from '../features/welcome/routes/WelcomePage';

export default WelcomePage;
