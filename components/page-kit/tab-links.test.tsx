import type { AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isActiveHref, TabLinks } from './tab-links';

// next-intl's navigation module imports 'next/navigation', which vitest cannot resolve as ESM.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
  usePathname: () => '/game/game-hot',
}));

describe('isActiveHref', () => {
  it('matches a tab on its own path and on sub-paths', () => {
    expect(isActiveHref('/tin-tuc', '/tin-tuc')).toBe(true);
    expect(isActiveHref('/tin-tuc/bong-da/noi-bat', '/tin-tuc')).toBe(true);
  });

  it('does not match a path that only shares a prefix', () => {
    expect(isActiveHref('/tin-tuc-moi', '/tin-tuc')).toBe(false);
  });

  it('matches home only on home', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/chatroom', '/')).toBe(false);
  });

  it('ignores the query string of the href and honours exact', () => {
    expect(isActiveHref('/so-sanh/doi-bong', '/so-sanh/doi-bong?id1=1&id2=2')).toBe(true);
    expect(isActiveHref('/game/game-hot', '/game', true)).toBe(false);
  });
});

describe('TabLinks', () => {
  it('renders links and marks the current one', () => {
    render(
      <TabLinks
        label="Game"
        items={[
          { href: '/game', label: 'Tất cả', exact: true },
          { href: '/game/game-hot', label: 'Game hot' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Game' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Game hot' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current');
  });

  it('scrolls its row so the current tab is in view when it starts off the edge', () => {
    const boxes: Record<string, Partial<DOMRect>> = { NAV: { left: 0, right: 360 }, A: { left: 500, right: 600 } };
    const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = this.getAttribute('aria-current') ? boxes.A : boxes[this.tagName] ?? { left: 0, right: 0 };
      return box as DOMRect;
    });
    render(
      <TabLinks
        label="Game"
        items={[
          { href: '/game', label: 'Tất cả', exact: true },
          { href: '/game/game-hot', label: 'Game hot' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Game' }).scrollLeft).toBe(484);
    spy.mockRestore();
  });
});
