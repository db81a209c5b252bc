import type { Section } from '.';

export const home: Section = {
  // Hit hardest when a big match is on, and shows nothing of the member on the server.
  pageCache: { everyone: ['/'] },
  publicPages: ['/'],
};
