import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { PageTitle, type PageTitleProps } from './page-title';

const ICON_SIZES = { page: 'size-6', section: 'size-5' } as const;

const SUBTITLE_STYLES = {
  /** One line under the title. */
  plain: 'text-sm text-muted',
  /** A paragraph that introduces a reading or sign-up page. */
  lead: 'text-sm leading-relaxed text-muted md:text-base',
} as const;

export interface PageHeaderProps {
  title: ReactNode;
  /** Drawn before the title in the accent colour. */
  icon?: LucideIcon;
  subtitle?: ReactNode;
  subtitleStyle?: keyof typeof SUBTITLE_STYLES;
  /** Beside the title, at the end of the line (a button, a count). */
  actions?: ReactNode;
  size?: PageTitleProps['size'];
  /** Under the title and subtitle: the page's tabs, a list of perks. */
  children?: ReactNode;
}

/** The top of a page: its one `<h1>` with an optional icon, a line under it, actions beside it and tabs below. */
export function PageHeader({ title, icon: Icon, subtitle, subtitleStyle = 'plain', actions, size = 'page', children }: PageHeaderProps) {
  const heading = (
    <>
      <PageTitle size={size} withIcon={Icon !== undefined}>
        {Icon ? <Icon aria-hidden className={cn(ICON_SIZES[size], 'text-accent')} /> : null}
        {title}
      </PageTitle>
      {subtitle ? <p className={SUBTITLE_STYLES[subtitleStyle]}>{subtitle}</p> : null}
    </>
  );
  return (
    <header className={cn('flex flex-col', subtitleStyle === 'lead' ? 'gap-2' : 'gap-1')}>
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">{heading}</div>
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </header>
  );
}
