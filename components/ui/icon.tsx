import type { AriaAttributes } from 'react';
import { cn } from './cn';
import type { IconName } from './icon-names';
import { ICON_SPRITE_URL } from './icon-sprite-url';

export interface IconProps extends AriaAttributes {
  name: IconName;
  /** Sizes the icon; without a `size-`, `w-` or `h-` class it is 16 px. */
  className?: string;
  /** A state a style or a test reads off the icon (a heart that is filled once followed). */
  'data-icon'?: string;
}

const SIZED = /(?:^|\s)(?:size|w|h)-/;

/**
 * A lucide icon drawn from the sprite: no JavaScript per icon, a few bytes in the page. Decorative
 * (hidden from assistive tech) unless given an accessible name.
 */
export function Icon({ name, className, ...attributes }: IconProps) {
  const labelled = attributes['aria-label'] !== undefined || attributes['aria-labelledby'] !== undefined;
  return (
    <svg
      aria-hidden={labelled ? undefined : 'true'}
      role={labelled ? 'img' : undefined}
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(!SIZED.test(className ?? '') && 'size-4', className)}
      {...attributes}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
