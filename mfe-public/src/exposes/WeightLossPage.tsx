import '../styles/public.css';
import { WeightLossPage } from '../features/weight-loss/WeightLossPage';

export default WeightLossPage;
