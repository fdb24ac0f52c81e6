/**
 * The build's prerendered public pages, as a search engine or a visitor without scripts gets them.
 * Reads the files `npm run build` wrote into shell/dist (`npm test` builds first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const shellDist = path.resolve(import.meta.dirname, '../../shell/dist');
const siteUrl = 'https://www.apexbodystudio.sg';

const pages = [
  {
    route: '/',
    file: 'index.html',
    h1: 'ACHIEVE YOUR BODY TRANSFORMATION',
    text: 'COMMIT NOW FOR JUST $100',
  },
  {
    route: '/founder',
    file: 'founder/index.html',
    h1: 'Marcus Lim',
    text: 'TRX Functional Trainer',
  },
  {
    route: '/bodytransformation',
    file: 'bodytransformation/index.html',
    h1: 'Body Transformation Program',
    text: 'Recovery and Mobility',
  },
  {
    route: '/weightloss',
    file: 'weightloss/index.html',
    h1: 'Weight Loss Program',
    text: 'No prefills of forms. Say Hi! now to begin the program.',
  },
] as const;

function readPage(file: string): Document {
  return new DOMParser().parseFromString(
    readFileSync(path.join(shellDist, file), 'utf8'),
    'text/html',
  );
}

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

  it('keeps the bare shell for the other routes', () => {
    const shell = readPage('app-shell.html');
    expect(shell.querySelector('#root')?.children).toHaveLength(0);
  });

  it('publishes robots.txt and a sitemap of the four public pages', () => {
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
