import { chatReact, chatSend, type ChatEvent, type ChatMessage, type RoomState } from '@/lib/contract/chat';
import { CHAT_LIMITS, SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { createMemoryPresence } from '../presence-memory';
import { ChatRefusal, type ChatPrincipal, type ChatService, type PresenceCounter, type TopicRef } from '../types';

export interface FakeChatOptions {
  /** Messages a user may send before every further one is refused as rate-limited. */
  sendLimit?: number;
  presence?: PresenceCounter;
  /** How long reading the history takes, to let events arrive while a subscriber joins. */
  joinDelayMs?: number;
  /** How long after reading who holds a token the answer arrives, to let a sign-out fall in between. */
  authenticateDelayMs?: number;
}

/**
 * An in-memory ChatService for broker tests and the bench: tokens are whatever `addMember` or
 * `addGuest` returned, private topics are for members only, and storage is a list per group.
 */
export class FakeChatService implements ChatService {
  readonly joins: { userId: number; groupId: number; announce: boolean }[] = [];
  /** Who sent each accepted message, as the broker passed them. */
  readonly senders: ChatPrincipal[] = [];
  private readonly principals = new Map<string, ChatPrincipal>();
  private readonly messages = new Map<number, ChatMessage[]>();
  private readonly sent = new Map<number, number>();
  private readonly closedGroups = new Set<number>();
  private readonly endedSids = new Set<string>();
  private nextMessageId = 1;
  private nextGuestId = 900_000;
  readonly presence: PresenceCounter;

  constructor(private readonly opts: FakeChatOptions = {}) {
    this.presence = opts.presence ?? createMemoryPresence();
  }

  addMember(userId: number, extra: Partial<ChatPrincipal> = {}): string {
    const token = `member-${userId}-${this.principals.size}`;
    this.principals.set(token, { userId, showName: `user${userId}`, siteRoleId: SITE_ROLE.member, profilePicture: null, isGuest: false, token, ...extra });
    return token;
  }

  addGuest(): string {
    const userId = (this.nextGuestId += 1);
    const token = `guest-${userId}`;
    this.principals.set(token, { userId, showName: `guest${userId}`, siteRoleId: SITE_ROLE.guest, profilePicture: null, isGuest: true, token });
    return token;
  }

  /** Joining this group is refused as not-found, to test refusals on SUBSCRIBE. */
  closeGroup(groupId: number): void {
    this.closedGroups.add(groupId);
  }

  /** Ends a sign-in as a logout does: its tokens stop working and `endedSignIns` names it. */
  endSignIn(sid: string): void {
    this.endedSids.add(sid);
  }

  async authenticate(token: string): Promise<ChatPrincipal | null> {
    const principal = this.principals.get(token);
    const found = principal && !(principal.sid !== undefined && this.endedSids.has(principal.sid)) ? principal : null;
    if (this.opts.authenticateDelayMs) await new Promise((r) => setTimeout(r, this.opts.authenticateDelayMs));
    return found;
  }

  async endedSignIns(sids: readonly string[]): Promise<Set<string>> {
    return new Set(sids.filter((sid) => this.endedSids.has(sid)));
  }

  async join(principal: ChatPrincipal, topic: TopicRef, opts: { announce: boolean }): Promise<ChatEvent> {
    if (this.closedGroups.has(topic.groupId)) throw new ChatRefusal('not-found', 'no such room');
    if (topic.visibility === 'private' && principal.isGuest) throw new ChatRefusal('forbidden', 'private rooms are for members');
    this.joins.push({ userId: principal.userId, groupId: topic.groupId, announce: opts.announce });
    const messages = (this.messages.get(topic.groupId) ?? []).slice(-CHAT_LIMITS.historySize);
    if (this.opts.joinDelayMs) await new Promise((r) => setTimeout(r, this.opts.joinDelayMs));
    return { type: 'history', messages, room: await this.roomState(topic.groupId) };
  }

  async send(principal: ChatPrincipal, topic: TopicRef, body: unknown): Promise<ChatEvent> {
    if (principal.isGuest) throw new ChatRefusal('unauthorized', 'sign in to chat');
    const count = (this.sent.get(principal.userId) ?? 0) + 1;
    this.sent.set(principal.userId, count);
    if (count > (this.opts.sendLimit ?? Number.POSITIVE_INFINITY)) throw new ChatRefusal('rate-limited', 'slow down', 1_000);
    const reaction = chatReact.safeParse(body);
    if (reaction.success) return { type: 'reaction', groupMessageId: reaction.data.groupMessageId, updatedReaction: { [reaction.data.reaction]: 1 } };
    const parsed = chatSend.safeParse(body);
    if (!parsed.success) throw new ChatRefusal('invalid', 'not a chat message');
    const message: ChatMessage = {
      groupMessageId: this.nextMessageId++,
      groupId: topic.groupId,
      userId: principal.userId,
      showName: principal.showName,
      originalMessage: parsed.data.originalMessage,
      lang: parsed.data.lang ?? null,
      systemMessage: SYSTEM_MESSAGE.none,
      parentMessageId: parsed.data.parentMessageId ?? null,
      parent: null,
      colorName: parsed.data.colorName ?? null,
      reaction: null,
      updatedReaction: {},
      attachments: parsed.data.attachments ?? [],
      isGuest: false,
      vipGroup: null,
      ip: null,
      toUserId: parsed.data.toUserId ?? null,
      siteRoleId: principal.siteRoleId,
      profilePicture: principal.profilePicture,
      deleted: false,
      createdAt: Date.now(),
    };
    this.senders.push(principal);
    const list = this.messages.get(topic.groupId) ?? [];
    list.push(message);
    if (list.length > CHAT_LIMITS.historySize) list.shift();
    this.messages.set(topic.groupId, list);
    return { type: 'message', message };
  }

  async roomState(groupId: number): Promise<RoomState> {
    return { groupId, slowModeS: 0, pinned: null, online: await this.presence.online(groupId) };
  }
}
