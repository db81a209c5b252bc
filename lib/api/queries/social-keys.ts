/**
 * Chat rooms, private conversations and friendships share one root: a follow, a new friend or a block
 * touches them all, and a refused private message refreshes everything under it at once.
 */
export const SOCIAL_KEY_ROOT = 'chat-rooms';
