import type { AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonLook } from '@studio/shell-kit/ui/Button';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {
  href: string;
}

/**
 * A link that looks like a button: for what navigates or downloads (Export CSV, Download CSV)
 * rather than acts on the page. For a router link use `buttonClassName` on `<Link>`.
 */
export function ButtonLink({ variant, size, className, ...anchorProps }: ButtonLinkProps) {
  const look = buttonClassName({ variant, size });
  return <a className={className ? `${look} ${className}` : look} {...anchorProps} />;
}
