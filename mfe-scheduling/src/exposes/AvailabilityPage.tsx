import { AvailabilityPage } from '../features/availability/routes/AvailabilityPage';

export default AvailabilityPage;
