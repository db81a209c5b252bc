import { http, HttpResponse } from 'msw';
import type { Scenario } from '../scenario';

export const NEWER_BUILD_ID = 'qa-newer-build';

/** The server says a newer build is live, and serves its manifest. */
export const newBuild: Scenario = {
  name: 'new-build',
  about: `builds/latest.json names a newer build (${NEWER_BUILD_ID}); the next navigation should reload the page.`,
  handlers: () => [
    http.get('*/builds/latest.json', () => HttpResponse.json({ buildId: NEWER_BUILD_ID })),
    http.get(`*/builds/meta/${NEWER_BUILD_ID}.json`, () => HttpResponse.json({ buildId: NEWER_BUILD_ID, builtAt: new Date().toISOString() })),
  ],
};
