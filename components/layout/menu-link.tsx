'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { isActiveHref } from '@/components/page-kit/tab-links';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isExternalHref } from './nav-links';

export interface MenuLinkProps {
  href: string;
  className: string;
  /** Added when the link points at the current page (strings, so server components can pass them). */
  activeClassName?: string;
  inactiveClassName?: string;
  children: ReactNode;
  exact?: boolean;
  'aria-label'?: string;
  /** Called when the link is followed (a menu closes itself). */
  onNavigate?: () => void;
}

/** A shell link that knows whether it points at the current page (aria-current). */
export function MenuLink({ href, className, activeClassName, inactiveClassName, children, exact, 'aria-label': ariaLabel, onNavigate }: MenuLinkProps) {
  const pathname = usePathname();
  const external = isExternalHref(href);
  const active = !external && isActiveHref(pathname, href, exact);
  const classes = cn(className, active ? activeClassName : inactiveClassName);
  if (external) {
    return (
      <a href={href} className={classes} aria-label={ariaLabel} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} aria-label={ariaLabel} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {children}
    </Link>
  );
}
