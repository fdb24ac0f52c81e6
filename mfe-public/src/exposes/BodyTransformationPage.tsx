import '../styles/public.css';
import { BodyTransformationPage } from '../features/body-transformation/BodyTransformationPage';

export default BodyTransformationPage;
