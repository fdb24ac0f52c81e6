// The site-wide styles load with the page (a <link> in index.html), so prerendered HTML is styled
// before any script runs.
import './app/shell.css';

// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated; a synchronous entry builds but renders a blank page (DESIGN.md section 7).
void import('./bootstrap');
