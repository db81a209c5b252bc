import type { ChatVisibility } from '@/lib/domain/chat';

/** room: the live room's side column · page: a chat room page · compact: small embeds (schedule, phones). */
export type ChatPanelVariant = 'room' | 'page' | 'compact';

export interface ChatPanelProps {
  groupId: number;
  visibility: ChatVisibility;
  /** Announce the viewer's join to the room (false on the schedule page). Default true. */
  announce?: boolean;
  variant?: ChatPanelVariant;
  /** Shown in the header; the panel's own title when absent. */
  title?: string;
  /** The room's host moderates it like staff. */
  hostUserId?: number;
  className?: string;
}
