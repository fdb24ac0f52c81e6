import '../styles/public.css';
import { HomePage } from '../features/home/HomePage';

export default HomePage;
