import { ProfilePage } from '../features/profile/routes/ProfilePage';

export default ProfilePage;
