/**
 * `npm run prerender`, after the shell's and this remote's builds: writes the HTML of every public
 * page into the shell's build, with the page's content inside the shell's nav and footer, its own
 * title, description, canonical link, Open Graph tags and LocalBusiness JSON-LD, and its CSS inline,
 * so the page is complete and styled before any script runs; its own controls answer at once, the
 * app's code (this page's, and the staff login page's, the next likely step) is prefetched at idle
 * and the shell's entry scripts run after the visitor's first interaction (`deferAppEntry`). The
 * staff remote must be built too. Also writes robots.txt and sitemap.xml, and
 * rewrites the shell image's nginx header include for the new pages' inline code. The shell's
 * first render then replaces the markup with the same live page.
 *
 * The shell's untouched `index.html` is kept as `app-shell.html`: the page every other route gets.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { whatsAppClickPingPath } from '@studio/contracts/leads';
import { StaticRouter } from 'react-router-dom';
import { writeNginxSecurityHeaders } from '@studio/shell-kit/build/nginx-security-headers';
import { paths } from '@studio/shell-kit/paths';
import { renderLayoutHtml } from '@studio/shell/prerender';
import { appCodeToPrefetch, pageCss, readBuiltRemote } from '@studio/shell/prerender/app-code';
import { writePrerenderedPage } from '@studio/shell/prerender/prerendered-page';
import { withGalleryInclude } from './prerender/gallery-include';
import { BodyTransformationPage } from '../src/features/body-transformation/BodyTransformationPage';
import { FounderPage } from '../src/features/founder/FounderPage';
import { HomePage } from '../src/features/home/HomePage';
import { TrialPage } from '../src/features/trial/TrialPage';
import { WeightLossPage } from '../src/features/weight-loss/WeightLossPage';
import { StartNowPing } from '../src/lib/start-now-ping';
import type { PublicPath } from '../src/seo/page-meta';
import { headTags } from './prerender/head-tags';
import { heroVideoBeforeBoot } from './prerender/hero-video-before-boot';
import { robotsTxt, sitemapXml } from './prerender/site-files';
import { trialViewBeforeBoot } from './prerender/trial-view-before-boot';

const packageDir = path.resolve(import.meta.dirname, '..');
const shellDist = path.resolve(packageDir, '../shell/dist');
const staffDist = path.resolve(packageDir, '../mfe-staff/dist');

const pages: {
  path: PublicPath;
  expose: string;
  Page: ComponentType;
  /** Markup after `#root`: what the page does on its own before the app starts. */
  beforeBoot?: () => string;
}[] = [
  { path: paths.home, expose: 'HomePage', Page: HomePage, beforeBoot: heroVideoBeforeBoot },
  { path: paths.founder, expose: 'FounderPage', Page: FounderPage },
  {
    path: paths.bodyTransformation,
    expose: 'BodyTransformationPage',
    Page: BodyTransformationPage,
  },
  { path: paths.weightLoss, expose: 'WeightLossPage', Page: WeightLossPage },
  { path: paths.trial, expose: 'TrialPage', Page: TrialPage, beforeBoot: trialViewBeforeBoot },
];

function main(): void {
  const publicRemote = readBuiltRemote(shellDist, 'mfe_public', path.join(packageDir, 'dist'));
  // The next likely step from a public page is LOGIN: its code is prefetched with the page's own.
  const staffRemote = readBuiltRemote(shellDist, 'mfe_staff', staffDist);
  for (const { path: pagePath, expose, Page, beforeBoot } of pages) {
    const pageHtml = withGalleryInclude(
      renderToString(
        <StartNowPing value={whatsAppClickPingPath}>
          <StaticRouter location={pagePath}>
            <Page />
          </StaticRouter>
        </StartNowPing>,
      ),
    );
    writePrerenderedPage({
      shellDist,
      pagePath,
      rootHtml: renderLayoutHtml(pagePath, pageHtml),
      css: pageCss(publicRemote, expose),
      headTags: headTags(pagePath),
      afterRoot: beforeBoot?.(),
      prefetch: appCodeToPrefetch(shellDist, [
        { remote: publicRemote, expose },
        { remote: staffRemote, expose: 'LoginPage' },
      ]),
    });
  }
  writeFileSync(path.join(shellDist, 'robots.txt'), robotsTxt());
  writeFileSync(path.join(shellDist, 'sitemap.xml'), sitemapXml());
  // The pages' inline scripts and styles changed: the shell image's CSP must list their hashes.
  writeNginxSecurityHeaders(shellDist);
  console.log(
    `Prerendered ${pages.map((page) => page.path).join(', ')} into ${path.relative(process.cwd(), shellDist)}`,
  );
}

main();
