import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait for what a test expects to appear; on a busy two-core machine the first render of a
// lazily loaded form can take longer than the library's 1 s default, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// jsdom has no media queries; a page under test sees a light, wide screen unless a test stubs its own.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
}
