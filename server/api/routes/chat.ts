import * as chat from '@/lib/contract/chat';
import { chatCallerOf, chatCtx, requireChatMember, type ChatCtx } from '@/server/services/chat-caller';
import { deleteMessage, liftSanction, pinMessage, sanction, setSlowMode } from '@/server/services/chat-moderation';
import { openPrivateConversation, privateConversations } from '@/server/services/chat-private';
import { chatHistoryPage, chatRoomDetail, chatRoomList, followChatRoom } from '@/server/services/chat-rooms';
import { inboxList, markInboxRead } from '@/server/services/inbox';
import { readModerationLog } from '@/server/services/moderation-log';
import type { ApiContext } from '../context';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
/** The caller as the database knows them (so a role change counts at once), with the time and presence of this call. */
const ctx = async (c: ApiContext): Promise<ChatCtx> => chatCtx(await chatCallerOf(await db(c), c.get('ctx').token), c.get('ctx').locale);
const memberId = async (c: ApiContext): Promise<number> => requireChatMember((await ctx(c)).caller).userId;

const chatRoutes = [
  route(chat.chatRoomList, async ({ query }, c) => chatRoomList(await db(c), query, await ctx(c))),
  route(chat.chatRoomDetail, async ({ query }, c) => chatRoomDetail(await db(c), query.groupId, await ctx(c))),
  route(chat.chatRoomFollow, async ({ body }, c) => followChatRoom(await db(c), body, await ctx(c))),
  route(chat.chatHistory, async ({ query }, c) => chatHistoryPage(await db(c), query, await ctx(c))),

  route(chat.chatBan, async ({ body }, c) => sanction(await db(c), 'ban', body, await ctx(c))),
  route(chat.chatMute, async ({ body }, c) => sanction(await db(c), 'mute', body, await ctx(c))),
  route(chat.chatLift, async ({ body }, c) => liftSanction(await db(c), body, await ctx(c))),
  route(chat.chatDelete, async ({ body }, c) => deleteMessage(await db(c), body, await ctx(c))),
  route(chat.chatPin, async ({ body }, c) => pinMessage(await db(c), body, await ctx(c))),
  route(chat.chatSlowMode, async ({ body }, c) => setSlowMode(await db(c), body, await ctx(c))),
  route(chat.moderationLog, async ({ query }, c) => readModerationLog(await db(c), query, await ctx(c))),

  route(chat.privateList, async (_in, c) => privateConversations(await db(c), await memberId(c))),
  route(chat.privateOpen, async ({ body }, c) => openPrivateConversation(await db(c), await memberId(c), body.userId, Date.now())),


  route(chat.messageList, async ({ query }, c) => inboxList(await db(c), query, await memberId(c))),
  route(chat.messageMarkRead, async ({ body }, c) => markInboxRead(await db(c), body, await memberId(c))),
];

export const routes: readonly RouteDef[] = [...chatRoutes];
