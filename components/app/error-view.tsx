'use client';

import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Wordmark } from '@/components/layout/wordmark';

export interface ErrorViewProps {
  code: string;
  heading: ReactNode;
  description: ReactNode;
  homeHref: string;
  homeLabel: string;
  /** Extra buttons before the home link (e.g. "try again"). */
  actions?: ReactNode;
  /** Small print under the description (e.g. an incident code). */
  detail?: ReactNode;
}

/**
 * The 404 / 500 message: code, heading, description and the way home. The home link is a plain anchor:
 * after an error a full page load is the surest way back.
 */
export function ErrorBody({ code, heading, description, homeHref, homeLabel, actions, detail }: ErrorViewProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex max-w-xl flex-col items-center text-center">
        <p aria-hidden className="bg-gradient-to-b from-fg to-muted/40 bg-clip-text text-8xl font-black tracking-tighter text-transparent">
          {code}
        </p>
        <h1 className="mt-4 text-xl font-bold tracking-tight md:text-2xl">{heading}</h1>
        <p className="mt-3 text-sm leading-relaxed text-muted md:text-base">{description}</p>
        {detail ? <p className="mt-2 font-mono text-xs text-muted">{detail}</p> : null}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {actions}
          <a href={homeHref} className={buttonClasses({ size: 'lg' })}>
            <Icon name="house" />
            {homeLabel}
          </a>
        </div>
      </div>
    </div>
  );
}

/** The error page on its own, with a slim brand bar: for errors that leave no site layout to show it in. */
export function ErrorView(props: ErrorViewProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <header className="border-b border-border bg-surface">
        <div className="page-container flex h-header items-center">
          <a href={props.homeHref} aria-label={props.homeLabel} className="rounded-lg">
            <Wordmark />
          </a>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <ErrorBody {...props} />
      </main>
    </div>
  );
}
