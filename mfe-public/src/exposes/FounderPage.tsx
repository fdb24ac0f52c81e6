import '../styles/public.css';
import { FounderPage } from '../features/founder/FounderPage';

export default FounderPage;
