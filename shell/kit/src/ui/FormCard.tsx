import type { ReactNode } from 'react';
import './tokens.css';
import './card.css';
// The older form classes (.form-actions, .button-primary) until every screen uses the controls.
import './forms.css';

/** The centred card that holds a sign-in, registration or password form, with its heading. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-card ui-form-card" aria-labelledby="form-card-title">
      <h1 id="form-card-title" className="ui-form-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
