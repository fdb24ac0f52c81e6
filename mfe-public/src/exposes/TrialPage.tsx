import '../styles/public.css';
import { TrialPage } from '../features/trial/TrialPage';

export default TrialPage;
