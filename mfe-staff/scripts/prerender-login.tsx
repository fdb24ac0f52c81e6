/**
 * `npm run prerender -w mfe-staff`, after the shell's and this remote's builds (and after
 * mfe-public's prerender, which keeps the shell's own page as `app-shell.html`): writes
 * `shell/dist/login/index.html`, the login form inside the shell's nav and footer with its CSS
 * inline, so a cold `/login` (or LOGIN from a public page before the app runs) shows a form that
 * accepts typing before any script runs. The app's code for the page is prefetched at idle and
 * runs after the visitor's first interaction; its first render keeps what was typed
 * (`deferAppEntry`, docs/architecture.md "Frontends"). Rewrites the shell image's nginx header
 * include for the page's inline code.
 */
import { register } from 'node:module';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { writeNginxSecurityHeaders } from '@studio/shell-kit/build/nginx-security-headers';
import { paths } from '@studio/shell-kit/paths';
import { createStore } from '@studio/shell-kit/store';
import { renderLayoutHtml } from '@studio/shell/prerender';
import { appCodeToPrefetch, pageCss, readBuiltRemote } from '@studio/shell/prerender/app-code';
import { writePrerenderedPage } from '@studio/shell/prerender/prerendered-page';

// The form's pieces import their CSS, which Node cannot load: the built CSS is inlined instead.
register('@studio/shell/prerender/css-import-hooks', import.meta.url);
const { LoginPage } = await import('../src/features/auth/routes/LoginPage');

const packageDir = path.resolve(import.meta.dirname, '..');
const shellDist = path.resolve(packageDir, '../shell/dist');
const expose = 'LoginPage';

function main(): void {
  const staffRemote = readBuiltRemote(shellDist, 'mfe_staff', path.join(packageDir, 'dist'));
  const pageHtml = renderToString(
    <Provider store={createStore()}>
      <StaticRouter location={paths.login}>
        <LoginPage />
      </StaticRouter>
    </Provider>,
  );
  const file = writePrerenderedPage({
    shellDist,
    pagePath: paths.login,
    rootHtml: renderLayoutHtml(paths.login, pageHtml),
    css: pageCss(staffRemote, expose),
    prefetch: appCodeToPrefetch(shellDist, [{ remote: staffRemote, expose }]),
  });
  // The page's inline script and style are new: the shell image's CSP must list their hashes.
  writeNginxSecurityHeaders(shellDist);
  console.log(`Prerendered ${paths.login} into ${path.relative(process.cwd(), file)}`);
}

main();
