import type { AnchorHTMLAttributes } from 'react';

/**
 * Stands in for `@/lib/i18n/navigation`, whose next-intl module imports 'next/navigation' (which vitest
 * cannot resolve as ESM): `vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'))`.
 */
export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...props} />;
}
