// The site-wide styles load with the page (a <link> in index.html), so prerendered HTML is styled
// before any script runs.
import './app/shell.css';
import { takeOverFromEarlyInteractions } from './boot/take-over-from-early-interactions';

// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated; a synchronous entry builds but renders a blank page (DESIGN.md section 7).
const prepare = () => import('./bootstrap').then((bootstrap) => bootstrap.prepare());

const root = document.getElementById('root');
// On a prerendered public page the inline loader added this script at the visitor's first
// interaction and recorded what they did meanwhile, to be replayed on the live page. Everywhere
// else (the bare app shell of other routes, a remembered signed-in user) the app starts at once.
const early = window.earlyInteractions;
if (root !== null && early !== undefined) {
  void takeOverFromEarlyInteractions(root, early, prepare);
} else {
  void prepare().then((render) => render());
}
