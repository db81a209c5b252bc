import type { Section } from '.';

/** The chat rooms: their list is public; a room and the following tab are a member's. */
export const chatroom: Section = {
  // The server draws the list with the member's memberships and follows.
  pageCache: { guests: ['/chatroom'] },
  publicPages: ['/chatroom'],
};
