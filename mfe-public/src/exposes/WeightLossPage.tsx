import { WeightLossPage } from '../features/weight-loss/WeightLossPage';

export default WeightLossPage;
