import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '../query-client';
import { chatRoomKeys } from './chat-rooms';
import { blockedMembersQuery, friendKeys, friendListsQuery, friendStatusQuery, memberSearchQuery, settleFriendship } from './friends';

const viewer = 7;
const lists = { friends: [], incoming: [], outgoing: [] };

describe('friendship queries', () => {
  it("keep every read of one member under that member's key, inside the chat root", () => {
    const keys = [friendListsQuery(viewer), blockedMembersQuery(viewer), memberSearchQuery('lan', viewer), friendStatusQuery(41, viewer)].map((q) => q.queryKey);
    for (const key of keys) expect(key.slice(0, 3)).toEqual([...friendKeys.viewer(viewer)]);
    expect(friendKeys.all[0]).toBe(chatRoomKeys.all[0]);
    // The private chat's status key is the same query.
    expect(chatRoomKeys.friend(41, viewer)).toEqual(friendStatusQuery(41, viewer).queryKey);
  });

  it("after a write know the status at once and mark the member's lists and searches stale, not another member's", async () => {
    const client = makeQueryClient();
    client.setQueryData(friendListsQuery(viewer).queryKey, lists);
    client.setQueryData(memberSearchQuery('lan', viewer).queryKey, []);
    client.setQueryData(friendListsQuery(8).queryKey, lists);
    await settleFriendship(client, viewer, 41, 'pending-out');
    expect(client.getQueryData(friendStatusQuery(41, viewer).queryKey)).toBe('pending-out');
    expect(client.getQueryState(friendListsQuery(viewer).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(memberSearchQuery('lan', viewer).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(friendListsQuery(8).queryKey)?.isInvalidated).toBe(false);
  });
});
