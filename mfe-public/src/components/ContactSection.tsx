import type { ReactNode } from 'react';
import { messages } from '../config/messages';
import { BookTrialLink } from './BookTrialLink';
import { StartNowLink } from './StartNowLink';

interface ContactSectionProps {
  children: ReactNode;
}

/** 'Contact us': a few words, START NOW and BOOK YOUR TRIAL ONLINE, closing every program page. */
export function ContactSection({ children }: ContactSectionProps) {
  return (
    <section className="pub-section pub-section--contact" aria-labelledby="contact-us">
      <div className="pub-container pub-contact">
        <h2 id="contact-us">{messages.contactUs}</h2>
        {children}
        <div className="pub-actions">
          <StartNowLink />
          <BookTrialLink />
        </div>
      </div>
    </section>
  );
}
