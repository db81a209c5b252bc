import { describe, expect, it } from 'vitest';
import * as chat from '@/lib/contract/chat';
import * as friends from '@/lib/contract/friends';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { askMock, itAnswersContractData, listenToMockApi } from '../fixtures/mock-contract';

// Client tests rely on these mocks answering what the contract promises; checked here once.
listenToMockApi();

describe('mock handlers of the chat', () => {
  itAnswersContractData([
    ['room list', chat.chatRoomList, '?tab=all', undefined],
    ['room detail', chat.chatRoomDetail, `?groupId=${CHAT_DEFAULT_GROUP}`, undefined],
    ['follow', chat.chatRoomFollow, '', { groupId: 31, follow: false }],
    ['history', chat.chatHistory, `?groupId=${CHAT_DEFAULT_GROUP}`, undefined],
    ['ban', chat.chatBan, '', { groupId: 30, userId: 88 }],
    ['mute', chat.chatMute, '', { groupId: 30, userId: 88, durationS: 60 }],
    ['lift', chat.chatLift, '', { groupId: 30, userId: 88 }],
    ['delete', chat.chatDelete, '', { groupId: 30, groupMessageId: 5002 }],
    ['pin', chat.chatPin, '', { groupId: 30, groupMessageId: 5002 }],
    ['slow mode', chat.chatSlowMode, '', { groupId: 30, seconds: 10 }],
    ['private list', chat.privateList, '', undefined],
    ['private open', chat.privateOpen, '', { userId: 88 }],
    ['friend request', friends.friendSendRequest, '', { toUserId: 88 }],
    ['friend respond', friends.friendRespond, '', { userId: 88, accept: true }],
    ['is friend', friends.isFriend, '?userId=88', undefined],
    ['inbox', chat.messageList, '?type=3&pageNum=1&pageSize=10', undefined],
    ['mark read', chat.messageMarkRead, '', { id: 0 }],
  ]);

  it('follows the request: tabs, follow state, inbox filter, unread after reading', async () => {
    const following = (await askMock(chat.chatRoomList, '?tab=following')).json.data as chat.ChatRoomSummary[];
    expect(following.every((r) => r.following)).toBe(true);
    expect(((await askMock(chat.chatRoomFollow, '', { groupId: 30, follow: true })).json.data as chat.ChatRoomSummary).following).toBe(true);
    const bookings = (await askMock(chat.messageList, '?type=3')).json.data as { list: chat.InboxMessage[] };
    expect(bookings.list.map((m) => m.type)).toEqual([3]);
    expect(((await askMock(chat.messageMarkRead, '', { id: 3 })).json.data as { unread: number }).unread).toBe(1);
  });

  it('answers 4xx to input the server would refuse', async () => {
    expect((await askMock(chat.chatRoomDetail, '?groupId=abc')).status).toBe(422);
    expect((await askMock(chat.chatRoomDetail, '?groupId=999')).status).toBe(404);
    expect((await askMock(chat.privateOpen, '', { userId: 12345 })).status).toBe(403);
    expect((await askMock(chat.messageList, '?pageSize=51')).status).toBe(422);
    expect((await askMock(chat.messageMarkRead, '', { id: 999 })).status).toBe(404);
  });
});
