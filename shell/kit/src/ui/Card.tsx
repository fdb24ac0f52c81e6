import { useId, type ReactNode } from 'react';
import './tokens.css';
import './card.css';

export interface CardProps {
  /** The card's heading; the card is a region named by it. */
  title?: ReactNode;
  /** The heading's level in the page's outline (a page's own title is the h1). */
  titleLevel?: 2 | 3;
  /** Buttons or links beside the heading (on a phone: under it). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A white panel with a heading: one topic of a screen (a filter area, a statistics panel, a
 * section of /me). Without a title it is a plain panel.
 */
export function Card({ title, titleLevel = 2, actions, className, children }: CardProps) {
  const titleId = useId();
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  const look = className ? `ui-card ${className}` : 'ui-card';
  if (title === undefined) return <div className={look}>{children}</div>;
  return (
    <section className={look} aria-labelledby={titleId}>
      <div className="ui-card-header">
        <Heading id={titleId} className="ui-card-title">
          {title}
        </Heading>
        {actions && <div className="ui-card-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
