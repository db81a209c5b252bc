'use client';

import { useState, type ComponentProps } from 'react';
import { LocaleLink } from './locale-navigation';

type Props = ComponentProps<typeof LocaleLink>;

/**
 * The site's link: a locale-aware link that prefetches its page once the viewer shows intent (a pointer
 * over it, a finger on it, keyboard focus) instead of as soon as it scrolls into view. A page of match
 * rows holds dozens of links; prefetching them all on load spent the phone's main thread parsing pages
 * nobody opened, while the second between touching a link and lifting the finger is enough to fetch one.
 * `prefetch={true}` (at once) and `prefetch={false}` (never) keep Next's own meaning.
 */
export function IntentLink({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  if (prefetch === true || prefetch === false) return <LocaleLink {...props} prefetch={prefetch} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} />;
  return (
    <LocaleLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
