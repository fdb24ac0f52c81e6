import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@studio/shell-kit/paths';

interface Props {
  name: string;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The signed-in person's name, opening View Profile and Logout (a disclosure, Escape closes). */
export function UserMenu({ name, onNavigate, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeWhenOutside = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeWhenOutside);
    return () => document.removeEventListener('mousedown', closeWhenOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className="user-menu" ref={containerRef} onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        className="user-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {name}
        <span className="user-menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} className="user-menu-list" hidden={!open}>
        <li>
          <Link
            to={paths.profile}
            onClick={() => {
              setOpen(false);
              onNavigate();
            }}
          >
            View Profile
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
