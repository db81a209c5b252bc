import { DEFAULT_DOMAIN } from '@/lib/domain/constants';
import type { Row } from '../schema';

/** The main domain and mirrors on other names, for viewers whose network blocks the main one. */
export function buildDomains(): Row<'domains'>[] {
  const [label = 'portal', ...rest] = DEFAULT_DOMAIN.split('.');
  const suffix = rest.length > 0 ? `.${rest.join('.')}` : '';
  const entries: [string, string, 'main' | 'mirror'][] = [
    [DEFAULT_DOMAIN, 'Portal', 'main'],
    [`${label}1${suffix}`, 'Portal 1', 'mirror'],
    [`${label}2${suffix}`, 'Portal 2', 'mirror'],
    [`${label}-live${suffix}`, 'Portal Live', 'mirror'],
  ];
  return entries.map(([domain, name, kind], i) => ({ id: i + 1, domain, name, kind, sort: i + 1 }));
}
