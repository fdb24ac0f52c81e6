/**
 * The build's prerendered public pages, as a search engine or a visitor without scripts gets them.
 * Reads the files `npm run build` wrote into shell/dist (`npm test` builds first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPagePaths, whatsAppClickPingPath } from '@studio/contracts/leads';

const shellDist = path.resolve(import.meta.dirname, '../../shell/dist');
const siteUrl = 'https://www.apexbodystudio.sg';

const pages = [
  {
    route: '/',
    expose: 'HomePage',
    file: 'index.html',
    h1: 'ACHIEVE YOUR BODY TRANSFORMATION',
    text: 'COMMIT NOW FOR JUST $100',
  },
  {
    route: '/founder',
    expose: 'FounderPage',
    file: 'founder/index.html',
    h1: 'Marcus Lim',
    text: 'TRX Functional Trainer',
  },
  {
    route: '/bodytransformation',
    expose: 'BodyTransformationPage',
    file: 'bodytransformation/index.html',
    h1: 'Body Transformation Program',
    text: 'Recovery and Mobility',
  },
  {
    route: '/weightloss',
    expose: 'WeightLossPage',
    file: 'weightloss/index.html',
    h1: 'Weight Loss Program',
    text: 'No prefills of forms. Say Hi! now to begin the program.',
  },
  {
    route: '/trial',
    expose: 'TrialPage',
    file: 'trial/index.html',
    h1: 'Book your $100 trial session',
    text: 'Choose a time',
  },
] as const;

function readPage(file: string): Document {
  return new DOMParser().parseFromString(
    readFileSync(path.join(shellDist, file), 'utf8'),
    'text/html',
  );
}

describe('the home page gallery', () => {
  it('has 14 pictures and, before them, the include of the published pairs (nginx ssi, the local edge)', () => {
    const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    expect(html).toContain(
      '<ul class="pub-gallery" data-published-results=""><!--# include virtual="/api/published-results/gallery" --><li>',
    );
    expect(readPage('index.html').querySelectorAll('.pub-gallery > li')).toHaveLength(14);
  });
});

describe('prerendered public pages', () => {
  it.each(pages)('$route carries its content inside the nav and footer', ({ file, h1, text }) => {
    const page = readPage(file);
    expect(page.querySelector('#root main h1')?.textContent).toBe(h1);
    expect(page.querySelector('#root main')?.textContent).toContain(text);
    expect(page.querySelector('#root nav')).not.toBeNull();
    expect(page.querySelector('#root footer.site-footer')?.textContent).toContain(
      'Established in 2020 by Marcus Lim',
    );
    expect(page.querySelector('style')?.textContent).toContain('.pub-page');
  });

  it.each(pages)(
    '$route has its title, description, canonical link and Open Graph tags',
    ({ route, file }) => {
      const page = readPage(file);
      const meta = (selector: string) => page.querySelector(selector)?.getAttribute('content');
      expect(page.querySelectorAll('title')).toHaveLength(1);
      expect(page.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(meta('meta[name="description"]')?.length).toBeGreaterThan(50);
      const canonical = new URL(route, siteUrl).toString();
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
      expect(meta('meta[property="og:url"]')).toBe(canonical);
      expect(meta('meta[property="og:title"]')).toBe(page.title);
      expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/.+\.jpg$/);
    },
  );

  it('gives every page a different title and description', () => {
    const documents = pages.map(({ file }) => readPage(file));
    expect(new Set(documents.map((page) => page.title)).size).toBe(pages.length);
    const descriptions = documents.map((page) =>
      page.querySelector('meta[name="description"]')?.getAttribute('content'),
    );
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it.each(pages)('$route describes the studio as a LocalBusiness (JSON-LD)', ({ file }) => {
    const script = readPage(file).querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Apex Body Studio',
      telephone: '+6591234567',
      address: { '@type': 'PostalAddress', addressCountry: 'SG' },
    });
  });

  it.each(pages)(
    '$route runs no app script before an interaction and holds what to prefetch at idle',
    ({ file, expose }) => {
      const page = readPage(file);
      // Scripts with a src are only in the inert templates.
      expect(page.querySelectorAll('body > script[src], head > script[src]')).toHaveLength(0);
      expect(page.querySelector('template#app-entry')?.innerHTML).toMatch(
        /<script[^>]+src="\/main\.[0-9a-f]+\.js"/,
      );
      const prefetch = Array.from(
        (
          page.querySelector('template#app-prefetch') as HTMLTemplateElement
        ).content.querySelectorAll('link[rel="prefetch"]'),
        (link) => link.getAttribute('href'),
      );
      expect(prefetch).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/),
          '/remotes/public/remoteEntry.js',
          expect.stringMatching(/^\/remotes\/staff\/chunks\/__federation_expose_LoginPage\./),
        ]),
      );
      // The page's own code in the public remote.
      expect(
        prefetch.some((href) =>
          href?.startsWith(`/remotes/public/chunks/__federation_expose_${expose}.`),
        ),
      ).toBe(true);
    },
  );

  it.each(pages)('$route opens its menu without scripts: a popover and its toggle', ({ file }) => {
    const page = readPage(file);
    const menu = page.getElementById('site-menu');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(page.querySelector('[aria-controls="site-menu"]')?.getAttribute('popovertarget')).toBe(
      'site-menu',
    );
  });

  it('has the trial booking form in the HTML: its first step, its controls and the hidden trap field', () => {
    const page = readPage('trial/index.html');
    const form = page.querySelector('#root main form');
    expect(form?.querySelector('h2')?.textContent).toBe('Choose a time');
    expect(form?.textContent).toContain('Step 1 of 5');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Next');
    // The times come from the API once the app runs: the first step offers them instead.
    expect(form?.querySelector('button[type="button"]')?.textContent).toBe('See the open times');
    expect(form?.querySelector('[aria-hidden="true"] input[name="website"]')).not.toBeNull();
  });

  it('counts the view of /trial and answers a tap on See the open times, in a small inline script', () => {
    const inline = (file: string) =>
      [...readPage(file).querySelectorAll('body script:not([src])')].map(
        (script) => script.textContent ?? '',
      );
    const trial = inline('trial/index.html').find((code) => code.includes('trial-view'));
    expect(trial).toBeDefined();
    expect(trial!.length).toBeLessThan(500);
    expect(inline('index.html').some((code) => code.includes('trial-view'))).toBe(false);
  });

  it('has BOOK YOUR TRIAL ONLINE beside START NOW on the home page and both program pages', () => {
    for (const file of ['index.html', 'bodytransformation/index.html', 'weightloss/index.html']) {
      const links = [...readPage(file).querySelectorAll('#root main .pub-actions a')];
      expect(links.map((link) => link.textContent)).toEqual([
        'START NOW',
        'BOOK YOUR TRIAL ONLINE',
      ]);
      expect(links[0]?.getAttribute('data-beacon')).toBe('whatsapp-click');
      expect(links[1]?.getAttribute('href')).toBe('/trial');
    }
  });

  it("counts a START NOW click before the app starts by the link's ping, on every public page", () => {
    for (const { file } of pages) {
      const startNow = [
        ...readPage(file).querySelectorAll('#root a[data-beacon="whatsapp-click"]'),
      ];
      expect(startNow.length, file).toBeGreaterThan(0);
      for (const link of startNow) {
        expect(link.getAttribute('ping'), file).toBe(whatsAppClickPingPath);
        expect(link.getAttribute('href'), file).toMatch(/^https:\/\/wa\.me\//);
      }
    }
    // The pages the customer service accepts pings from are exactly the prerendered ones.
    expect([...publicPagePaths].sort()).toEqual(pages.map((page) => page.route).sort());
  });

  it('keeps the bare shell for the other routes', () => {
    const shell = readPage('app-shell.html');
    expect(shell.querySelector('#root')?.children).toHaveLength(0);
  });

  it('publishes robots.txt and a sitemap of the public pages', () => {
    const robots = readFileSync(path.join(shellDist, 'robots.txt'), 'utf8');
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const sitemap = new DOMParser().parseFromString(
      readFileSync(path.join(shellDist, 'sitemap.xml'), 'utf8'),
      'application/xml',
    );
    const locations = [...sitemap.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locations).toEqual(pages.map(({ route }) => new URL(route, siteUrl).toString()));
  });
});
