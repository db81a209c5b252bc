import type { Call } from './calls';
import type { Endpoint } from './endpoint';

/** Declares the browser's side of one endpoint: its method and path, typed by the contract. */
export function call<E extends Endpoint>(method: E['method'], path: E['path']): Call<E> {
  return { method, path };
}
