'use client';

import { useEffect } from 'react';
import { countView } from '@/lib/contract/views-calls';
import type { ViewKind } from '@/lib/domain/views';
import { apiRequest } from '@/lib/api/lazy-client';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * Counts this viewer's view of an item once the page is up; the server decides whether it counts
 * (once per viewer per hour). Failure costs the reader nothing, so nothing is shown either way.
 */
export function CountView({ kind, id }: { kind: ViewKind; id: number }) {
  useEffect(() => whenIdle(() => void apiRequest(countView, { body: { kind, id } }), 3000), [kind, id]);
  return null;
}
