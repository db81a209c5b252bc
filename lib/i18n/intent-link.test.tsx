import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntentLink } from './intent-link';

// Shows what the framework's link was asked to prefetch, so the test reads the decision, not its effect.
vi.mock('./locale-navigation', () => ({
  LocaleLink: ({ prefetch, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | 'auto' | null }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));

const link = () => screen.getByRole('link', { name: 'Lịch' });

describe('the site link prefetches on intent', () => {
  it('asks for nothing while the link is merely on screen', () => {
    render(<IntentLink href="/lich-truc-tiep">Lịch</IntentLink>);
    expect(link().dataset.prefetch).toBe('false');
  });

  it.each([
    ['a pointer over it', (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ['a finger on it', (el: HTMLElement) => fireEvent.touchStart(el)],
    ['keyboard focus', (el: HTMLElement) => fireEvent.focus(el)],
  ])('hands prefetching back to the framework after %s, and still calls the caller’s handler', (_, act) => {
    const onPointerEnter = vi.fn();
    const onTouchStart = vi.fn();
    const onFocus = vi.fn();
    render(<IntentLink href="/lich-truc-tiep" onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus}>Lịch</IntentLink>);
    act(link());
    expect(link().dataset.prefetch).toBe('null');
    expect(onPointerEnter.mock.calls.length + onTouchStart.mock.calls.length + onFocus.mock.calls.length).toBe(1);
  });

  it.each([true, false])('keeps an explicit prefetch={%s} as the caller set it', (prefetch) => {
    render(<IntentLink href="/lich-truc-tiep" prefetch={prefetch}>Lịch</IntentLink>);
    fireEvent.pointerEnter(link());
    expect(link().dataset.prefetch).toBe(String(prefetch));
  });
});
