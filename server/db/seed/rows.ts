import type { Database } from '../schema';

/** Bans and mutes come from moderators; the seed fills the other chat tables. */
type ChatTablesNotSeeded = 'chatSanctions';

/** Members earn points by what they do; nothing is paid out by the seed. */
type MemberTablesNotSeeded = 'pointLedger';

/** Codes, messages, linked sign-ins and preferences come from members' own actions. */
type AccountTablesNotSeeded = 'verificationCodes' | 'outboxMessages' | 'linkedIdentities' | 'oauthStates' | 'notificationPrefs';

/** Applications and claims come from members; the seed fills only the promotions. */
type CommunityTablesNotSeeded = 'commentatorApplications' | 'promotionClaims';

/** Check-ins and watch time come from members' own visits. */
type EngagementTablesNotSeeded = 'checkIns' | 'watchDays';

/** Blocks come from members, the moderation log from moderators. */
type SafetyTablesNotSeeded = 'memberBlocks' | 'moderationActions';

/** Views are counted, and reading histories kept, as people read. */
type ViewTablesNotSeeded = 'contentViews' | 'readingHistory';

/** Reports come from readers; saved items from members. */
type CommentTablesNotSeeded = 'commentReports' | 'savedItems';

/** Members' playback positions come from their own watching. */
type HighlightTablesNotSeeded = 'highlightPositions';

/** Keys, broadcasts and their videos come from commentators going live and operators importing files. */
type MediaTablesNotSeeded = 'streamKeys' | 'broadcasts' | 'mediaAssets' | 'mediaJobs';

/** Suspensions come from staff working the review queue, member reports from members. */
type FeedTablesNotSeeded = 'memberSuspensions' | 'memberReports';

/** Sent reminders come from the reminder sweep. */
type CommunityGroupTablesNotSeeded = 'eventReminders';

/** Tables the seed fills: the catalogue. Sessions, bookings and votes come from people; events, tips and odds history from the feed. */
export type SeededTable = Exclude<keyof Database, 'refreshTokens' | 'matchEvents' | 'tips' | 'bookings' | 'matchVotes' | 'oddsSnapshots' | 'favouriteTeams' | ChatTablesNotSeeded | MemberTablesNotSeeded | CommunityTablesNotSeeded | EngagementTablesNotSeeded | AccountTablesNotSeeded | SafetyTablesNotSeeded | ViewTablesNotSeeded | CommentTablesNotSeeded | HighlightTablesNotSeeded | MediaTablesNotSeeded | FeedTablesNotSeeded | CommunityGroupTablesNotSeeded>;
