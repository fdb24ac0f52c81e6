import { FounderPage } from '../features/founder/FounderPage';

export default FounderPage;
