/** Every message namespace: one JSON file per namespace under messages/{locale}/. */
export const NAMESPACES = ['common', 'errors', 'liveModes', 'home', 'liveroom', 'auth', 'schedule', 'player', 'chat', 'chatroom', 'inbox', 'scores', 'match', 'teams', 'tips', 'community', 'info', 'members', 'account', 'search', 'shareCard'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the [locale] layout gives the client: the error boundary renders outside any route group. */
export const ROOT_NAMESPACES = ['errors'] as const satisfies readonly Namespace[];

/**
 * What client components of the default layout's shell (header, nav, footer, bottom bar, sign-in) need.
 * Pages add their own with SectionMessages (home, schedule, chat…).
 */
export const DEFAULT_GROUP_NAMESPACES = ['common', 'errors', 'liveModes', 'auth', 'inbox', 'search'] as const satisfies readonly Namespace[];

/** What client components of the live-room layout need. */
export const LIVEROOM_GROUP_NAMESPACES = ['common', 'errors', 'liveModes', 'liveroom', 'auth', 'schedule', 'player', 'chat', 'inbox', 'scores'] as const satisfies readonly Namespace[];
