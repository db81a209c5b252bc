/** The built-in emoji set of the picker; the first ones double as quick reactions. */
export const CHAT_EMOJI = [
  '👍', '🔥', '😂', '❤️', '😮', '👏',
  '⚽', '🏀', '🏆', '🥅', '🎯', '🎉',
  '😀', '😁', '😅', '😍', '🤩', '😎',
  '🤔', '😢', '😡', '🙏', '💪', '👀',
  '💯', '⭐', '🚀', '🍀', '🟨', '🟥',
] as const;

export const QUICK_REACTIONS = CHAT_EMOJI.slice(0, 6);
