import { SettingsPage } from '../features/settings/routes/SettingsPage';

export default SettingsPage;
