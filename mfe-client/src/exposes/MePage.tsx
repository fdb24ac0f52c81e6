import { MePage } from '../features/me/routes/MePage';

export default MePage;
