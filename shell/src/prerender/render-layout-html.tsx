import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { createStore } from '@studio/shell-kit/store';
import { Footer } from '../layout/Footer';
import { NavBar } from '../layout/NavBar';

/**
 * The markup the shell renders around a page for a logged-out visitor: nav bar, `<main>` holding
 * `pageHtml`, footer. Prerendering puts it inside `<div id="root"></div>` of `shell/dist/index.html`;
 * the shell's first render then replaces it with the same layout and the live page.
 * Runs in Node (no CSS imports on this path; the styles are linked by index.html).
 */
export function renderLayoutHtml(pathname: string, pageHtml: string): string {
  return renderToString(
    <Provider store={createStore()}>
      <StaticRouter location={pathname}>
        <NavBar prerendered />
        <main
          id="main"
          className="site-main"
          tabIndex={-1}
          dangerouslySetInnerHTML={{ __html: pageHtml }}
        />
        <Footer />
      </StaticRouter>
    </Provider>,
  );
}
