import { cache } from 'react';
import './server-context';
import { makeQueryClient } from './query-client';

/**
 * For server components only: one QueryClient per request, shared by every prefetch in it.
 * Importing this also lets server-side calls carry the visitor's cookies and locale.
 */
export const getServerQueryClient = cache(makeQueryClient);
