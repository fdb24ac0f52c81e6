import { business } from '@studio/shell-kit/business';
import { socialLinks } from './social-links';

/** The fixed footer; its social links show on small screens only (spec section 1). */
export function Footer() {
  return (
    <footer className="site-footer">
      <ul className="footer-social" aria-label="Social media">
        {socialLinks.map((social) => (
          <li key={social.network}>
            <a href={social.href} target="_blank" rel="noreferrer">
              {social.network}
            </a>
          </li>
        ))}
      </ul>
      <p className="footer-established">
        {`Established in ${business.establishedYear} by ${business.founderName}`}
      </p>
    </footer>
  );
}
