import type { Section } from '.';

/** The chat rooms: their list is public; a room, the discover and following tabs and the messages are a member's. */
export const chatroom: Section = {
  // The list of every room is drawn for a guest (a member's follows are added in the browser); the
  // other pages are drawn with the member's follows, memberships and conversations.
  pageCache: { everyone: ['/chatroom'], guests: ['/chatroom/kham-pha', '/chatroom/theo-doi', '/chatroom/phong', '/chatroom/tin-nhan'] },
  publicPages: ['/chatroom'],
};
