/**
 * The inline script of every prerendered page (compiled and inlined by
 * ../prerender/defer-app-entry.ts). The page is complete and styled without scripts, and its own
 * controls answer at once, before and without the app:
 * - the mobile menu toggle opens and closes the menu (class, `aria-expanded` and which of its two
 *   labels is hidden, as NavBar renders them), moves the focus into it, and Escape closes it;
 * - in-page links (GET STARTED) glide to their section (its CSS `scroll-margin-top` sets where
 *   it stops) and move the focus there without changing the address;
 * - a form submitted early is held, not sent as a plain request; the app submits it once it runs.
 * Other links navigate as links. The listeners sit on the prerendered elements, so they leave
 * with them when the app's first render replaces the markup.
 *
 * The shell's entry scripts wait inert in `<template id="app-entry">`: they are added after the
 * frame that answers the visitor's first click or key (at once for a remembered signed-in user,
 * localStorage `user`), so the app never delays that answer. After `load`, at idle, four at a time,
 * the `<link rel="prefetch">` tags in `<template id="app-prefetch">` fetch the app's code for the
 * next likely step into the cache without running it, unless the visitor asked to save data or is
 * on a 2G-class connection.
 *
 * Runs as a classic inline script: no imports or exports (its contract with the shell is the
 * `Window` property typed in early-interactions.ts), and its names stay inside the function. It
 * counts towards the pages' 2 KB budget of inline script.
 */

(() => {
  const page = document;
  const entry = page.getElementById('app-entry') as HTMLTemplateElement | null;
  const root = page.getElementById('root');
  if (!entry || !root) return;

  let started = false;
  const startApp = () => {
    if (!started) page.body.append(page.importNode(entry.content, true));
    started = true;
  };
  const early: NonNullable<Window['earlyInteractions']> = { submitted: null };
  window.earlyInteractions = early;
  // After the frame that answers the interaction (a tap's click, a key; assistive technology
  // sends both), so the app never delays the answer.
  for (const type of ['keydown', 'click'])
    page.addEventListener(type, () => requestAnimationFrame(() => setTimeout(startApp)), true);

  const menu = page.getElementById('site-menu');
  const toggle = page.querySelector<HTMLElement>('[aria-controls="site-menu"]');
  const openClass = 'navbar-menu-open';
  const showMenu = (open: boolean) => {
    menu!.classList.toggle(openClass, open);
    toggle!.setAttribute('aria-expanded', String(open));
    // Its two labels, "Open menu" and "Close menu": the other one shows.
    for (const label of toggle!.querySelectorAll<HTMLElement>('.visually-hidden'))
      label.hidden = !label.hidden;
    // Into the menu at its first link, back to the toggle when it closes.
    (open ? menu!.querySelector('a') : toggle)?.focus();
  };
  toggle?.addEventListener('click', (event) => {
    // The menu's popover attribute is for pages without scripts.
    event.preventDefault();
    showMenu(!menu!.classList.contains(openClass));
  });
  menu?.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.classList.contains(openClass)) showMenu(false);
  });

  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    link.addEventListener('click', (event) => {
      const section = page.getElementById(link.hash.slice(1));
      if (!section) return;
      event.preventDefault();
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ behavior: still ? 'instant' : 'smooth' });
      section.focus({ preventScroll: true });
    });
  }

  for (const form of root.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      early.submitted = form;
      startApp();
    });
  }

  const prefetch = page.getElementById('app-prefetch') as HTMLTemplateElement | null;
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  addEventListener('load', () => {
    if (!prefetch || connection?.saveData || /2g/.test(connection?.effectiveType as string)) return;
    const links = [...prefetch.content.children];
    // A few links per idle moment: each starts a request, and all at once make a long task.
    // (No requestIdleCallback, as in Safari: no prefetch.)
    const addSome = () => {
      page.head.append(...links.splice(0, 4));
      if (links.length) requestIdleCallback(addSome);
    };
    window.requestIdleCallback?.(addSome);
  });

  if (localStorage.getItem('user') !== null) startApp();
})();
