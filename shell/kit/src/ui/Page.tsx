import { useId, type ReactNode } from 'react';
import './tokens.css';
import './page.css';

export interface PageProps {
  /** The screen's title, its one h1. */
  title: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Buttons or links beside the title (on a phone: under it). */
  actions?: ReactNode;
  /** `narrow` for a form or a phone-first list, `wide` for tables and the calendar. */
  width?: 'narrow' | 'wide';
  className?: string;
  children: ReactNode;
}

/** A signed-in screen: its title, the same margins at every width, and its content. */
export function Page({ title, intro, actions, width = 'wide', className, children }: PageProps) {
  const titleId = useId();
  const look = `ui-page ui-page-${width}`;
  return (
    <section className={className ? `${look} ${className}` : look} aria-labelledby={titleId}>
      <div className="ui-page-header">
        <h1 id={titleId} className="ui-page-title">
          {title}
        </h1>
        {actions && <div className="ui-page-actions">{actions}</div>}
      </div>
      {intro && <p className="ui-page-intro">{intro}</p>}
      {children}
    </section>
  );
}
