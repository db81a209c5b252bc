import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** The mock API for vitest; tests add handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);
