import { TrainingsPage } from '../features/trainings/routes/TrainingsPage';

export default TrainingsPage;
