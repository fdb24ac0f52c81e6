import { Link } from 'react-router-dom';
import { paths } from '@studio/shell-kit/paths';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to={paths.home}>Go to the home page</Link>.
      </p>
    </section>
  );
}
