/**
 * The build's prerendered `/login` (`npm run prerender -w mfe-staff`), as a visitor gets it before
 * any script has run. Reads the file `npm run build` wrote into shell/dist (`npm test` builds first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const shellDist = path.resolve(import.meta.dirname, '../../shell/dist');

function readLoginPage(): Document {
  return new DOMParser().parseFromString(
    readFileSync(path.join(shellDist, 'login', 'index.html'), 'utf8'),
    'text/html',
  );
}

it('shows the login form inside the nav and footer, styled, before any script runs', () => {
  const page = readLoginPage();
  expect(page.querySelector('#root main h1')?.textContent).toBe('Login');
  const form = page.querySelector('#root main form');
  // POST: a submit that reaches the server without the app never puts the password in a URL.
  expect(form?.getAttribute('method')).toBe('post');
  const labelled = (name: string) => {
    const input = form?.querySelector(`input[name="${name}"]`);
    return input ? page.querySelector(`label[for="${input.id}"]`)?.textContent : undefined;
  };
  expect(labelled('email')).toBe('Email');
  expect(labelled('password')).toBe('Password');
  expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('LOGIN');
  expect(page.querySelector('#root nav a[href="/login"]')).not.toBeNull();
  expect(page.querySelector('style')?.textContent).toContain('.ui-form-card');
});

it('runs no app script before an interaction and prefetches its own code at idle', () => {
  const page = readLoginPage();
  expect(page.querySelectorAll('body > script[src], head > script[src]')).toHaveLength(0);
  const prefetch = Array.from(
    (page.querySelector('template#app-prefetch') as HTMLTemplateElement).content.querySelectorAll(
      'link[rel="prefetch"]',
    ),
    (link) => link.getAttribute('href'),
  );
  expect(prefetch).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/),
      '/remotes/staff/remoteEntry.js',
      expect.stringMatching(/^\/remotes\/staff\/chunks\/__federation_expose_LoginPage\./),
    ]),
  );
});
