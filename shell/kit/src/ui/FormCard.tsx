import type { ReactNode } from 'react';
import './forms.css';

/** The centred card that holds a sign-in, registration or password form, with its heading. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-card" aria-labelledby="form-card-title">
      <h1 id="form-card-title">{title}</h1>
      {children}
    </section>
  );
}
