import { describe, expect, it } from 'vitest';
import { favouriteTeamAdd, favouriteTeamRemove } from '@/lib/contract/football';
import { playerSearchCall, teamSearchCall } from '@/lib/contract/football-teams';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { makeQueryClient } from '../query-client';
import { nameSearchQuery, changeFavouriteTeam, teamDetailQuery, TEAMS_KEY_ROOT } from './football-teams';

const api = startMockApi();

const club = { id: 101, name: 'Hà Nội FC', slug: 'ha-noi-fc', logo: '/ha-noi.png' };
const league = { id: 1, name: 'V.League 1', slug: 'v-league-1', logo: '/v1.png' };

describe('football teams queries', () => {
  it('key every query under the teams root, one key per kind and text', () => {
    expect(teamDetailQuery(101).queryKey[0]).toBe(TEAMS_KEY_ROOT);
    expect(nameSearchQuery('team', 'ha').queryKey[0]).toBe(TEAMS_KEY_ROOT);
    expect(nameSearchQuery('team', 'ha').queryKey).not.toEqual(nameSearchQuery('player', 'ha').queryKey);
  });

  it('draw player and team hits the same way for the pickers', async () => {
    server.use(
      mockEndpoint(playerSearchCall, [{ id: 7, name: 'Văn Quyết', slug: 'van-quyet', photo: '/vq.png', position: 'FW', team: club }]),
      mockEndpoint(teamSearchCall, [{ team: club, league }]),
    );
    const client = makeQueryClient();
    await expect(client.fetchQuery(nameSearchQuery('player', 'quy'))).resolves.toEqual([{ id: 7, name: 'Văn Quyết', image: '/vq.png', note: 'Hà Nội FC' }]);
    await expect(client.fetchQuery(nameSearchQuery('team', 'ha'))).resolves.toEqual([{ id: 101, name: 'Hà Nội FC', image: '/ha-noi.png', note: 'V.League 1' }]);
  });

  it('add or remove a favourite team by the call that matches the change', async () => {
    server.use(mockEndpoint(favouriteTeamAdd, null), mockEndpoint(favouriteTeamRemove, null));
    await expect(changeFavouriteTeam(101, true)).resolves.toMatchObject({ ok: true });
    await expect(changeFavouriteTeam(101, false)).resolves.toMatchObject({ ok: true });
    expect(api.requests.map((r) => r.path)).toEqual([favouriteTeamAdd.path, favouriteTeamRemove.path]);
  });
});
