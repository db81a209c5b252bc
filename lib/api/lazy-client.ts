import type { Call } from '@/lib/contract/call';
import type { DataOf } from '@/lib/contract/endpoint';
import type { ApiInput, ApiResult } from './client';

// Pages arrive with their data already rendered; the code that talks to the API (headers, the error
// catalogue, token refresh) is fetched with the first call instead of with the page.
type Client = typeof import('./client');
let client: Promise<Client> | null = null;
const loadClient = (): Promise<Client> => (client ??= import('./client'));

export async function apiRequest<E extends Call>(e: E, input?: ApiInput<E>): Promise<ApiResult<DataOf<E>>> {
  return (await loadClient()).apiRequest(e, input);
}

export async function apiQuery<E extends Call>(e: E, input?: ApiInput<E>): Promise<DataOf<E>> {
  return (await loadClient()).apiQuery(e, input);
}

export async function apiCall<E extends Call>(e: E, input?: ApiInput<E>): Promise<DataOf<E> | null> {
  return (await loadClient()).apiCall(e, input);
}
