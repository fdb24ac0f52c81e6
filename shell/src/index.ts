// The site-wide styles load with the page (a <link> in index.html), so prerendered HTML is styled
// before any script runs.
import './app/shell.css';
import { takeOverPrerenderedPage } from './boot/take-over-prerendered-page';

// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated; a synchronous entry builds but renders a blank page (DESIGN.md section 7).
const prepare = () => import('./bootstrap').then((bootstrap) => bootstrap.prepare());

const root = document.getElementById('root');
// On a prerendered page the inline script added this script after the visitor's first
// interaction (or at once for a remembered signed-in user) and served them meanwhile: the app
// adopts what they did. The bare app shell of other routes has no such script: it starts at once.
const early = window.earlyInteractions;
if (root !== null && early !== undefined) {
  void takeOverPrerenderedPage(root, early, prepare);
} else {
  void prepare().then((render) => render());
}
