// The site-wide styles load with the page (a <link> in index.html), so prerendered HTML is styled
// before any script runs.
import './app/shell.css';
import { bootOnFirstInteraction } from './boot/boot-on-first-interaction';

// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated; a synchronous entry builds but renders a blank page (DESIGN.md section 7).
const prepare = () => import('./bootstrap').then((bootstrap) => bootstrap.prepare());

const root = document.getElementById('root');
// A prerendered public page (its content already in #root) is complete without scripts: React,
// the router and the store load at the visitor's first interaction, keeping them off the first
// paint. A remembered signed-in user (localStorage `user`, docs/architecture.md) gets their own
// nav at once, and the bare app shell of other routes has nothing to show until the app runs.
if (root !== null && root.childElementCount > 0 && localStorage.getItem('user') === null) {
  bootOnFirstInteraction(root, prepare);
} else {
  void prepare().then((render) => render());
}
