import { UnsubscribePage } from '../features/unsubscribe/routes/UnsubscribePage';

export default UnsubscribePage;
