import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { business } from '@studio/shell-kit/business';
import { paths } from '@studio/shell-kit/paths';
import { useLogout, useSessionUser } from '@studio/shell-kit/session-hooks';
import { useStudioSettingsQuery } from '@studio/shell-kit/settings-api';
import { navLinksFor } from './nav-links';
import { socialLinks } from './social-links';
import { UserMenu } from './UserMenu';

const menuId = 'site-menu';

/**
 * Whether the prerendered page this render replaces has its menu open (its inline script opened
 * it before the app ran): the live menu carries on in the same state.
 */
function prerenderedMenuOpen(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(menuId)?.classList.contains('navbar-menu-open') ?? false;
}

/**
 * The navigation bar of every page. On small screens the links live in a full-screen menu that
 * opens from a toggle, takes focus, closes on Escape, on a link choice, on logout and on any
 * route change, and hands focus back to the toggle.
 *
 * `prerendered`: the markup is for a prerendered page, whose visitor may have no scripts at all.
 * The menu is then also a popover that its toggle opens natively (the page's inline script, when
 * scripts run, opens it by class instead, as the live app does).
 */
export function NavBar({ prerendered = false }: { prerendered?: boolean }) {
  const user = useSessionUser();
  const logout = useLogout();
  // Signed-in staff see the name an admin set; the public pages keep the name they were built with.
  const { data: settings } = useStudioSettingsQuery(undefined, {
    // The settings are staff's; a customer's bar keeps the studio's built-in name.
    skip: !user || user.role === 'customer',
  });
  const studioName = (user && settings?.studioName) || business.studioName;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(prerenderedMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // A menu adopted open from the prerendered page keeps the visitor's focus where it is.
  const menuWasOpen = useRef(menuOpen);

  const [openedAt, setOpenedAt] = useState(location.key);
  if (menuOpen && openedAt !== location.key) {
    setMenuOpen(false);
    setOpenedAt(location.key);
  }

  useEffect(() => {
    if (menuOpen && !menuWasOpen.current)
      menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    menuWasOpen.current = menuOpen;
  }, [menuOpen]);

  const openMenu = () => {
    setOpenedAt(location.key);
    setMenuOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) closeMenu(true);
  };

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <Link to={paths.home} className="navbar-logo" aria-label={`${studioName} home`}>
          {studioName}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="navbar-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          popoverTarget={prerendered ? menuId : undefined}
          onClick={() => (menuOpen ? closeMenu(false) : openMenu())}
        >
          <span className="navbar-toggle-icon" aria-hidden="true" />
          {/* Both labels are in the markup, so the prerendered page's inline script only swaps
              which one is hidden. */}
          <span className="visually-hidden" hidden={menuOpen}>
            Open menu
          </span>
          <span className="visually-hidden" hidden={!menuOpen}>
            Close menu
          </span>
        </button>
        <div
          id={menuId}
          ref={menuRef}
          popover={prerendered ? 'auto' : undefined}
          className={menuOpen ? 'navbar-menu navbar-menu-open' : 'navbar-menu'}
          onKeyDown={closeOnEscape}
        >
          <ul className="navbar-links">
            {navLinksFor(user?.role).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => closeMenu(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user && (
            <UserMenu
              name={user.name}
              onNavigate={() => closeMenu(false)}
              onLogout={() => {
                closeMenu(false);
                void logout();
              }}
            />
          )}
          <ul className="navbar-social" hidden>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.href} target="_blank" rel="noreferrer">
                  {social.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
