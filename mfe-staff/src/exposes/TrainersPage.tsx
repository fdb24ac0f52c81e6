import { TrainersPage } from '../features/trainers/routes/TrainersPage';

export default TrainersPage;
