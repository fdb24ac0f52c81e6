import { Link } from 'react-router-dom';
import { paths } from '@studio/shell-kit/paths';
import { messages } from '../config/messages';

/** BOOK YOUR TRIAL ONLINE: the `/trial` page, beside START NOW (issue 27). */
export function BookTrialLink() {
  return (
    <Link className="pub-button pub-button--secondary" to={paths.trial}>
      {messages.bookTrialOnline}
    </Link>
  );
}
