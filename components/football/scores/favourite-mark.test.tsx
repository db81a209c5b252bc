import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { favouriteTeamList } from '@/lib/contract/football';
import { beGuest, signInMember, ZONE } from '@/components/schedule/test-utils';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import common from '@/messages/vi/common.json';
import scores from '@/messages/vi/scores.json';
import { resetLiveQueries } from '@/lib/api/live-query';
import { FavouriteTeamsScope } from './favourite-mark';
import { ScoreRow } from './score-row';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), logo: '' });
const mine = makeMatch({ fixtureId: 1, localteam: team(21, 'Nam Định'), visitorteam: team(22, 'Hải Phòng'), home: 'Nam Định', away: 'Hải Phòng' });
const other = makeMatch({ fixtureId: 2, localteam: team(23, 'SLNA'), visitorteam: team(24, 'Thanh Hóa'), home: 'SLNA', away: 'Thanh Hóa' });
const league = { id: 39, name: 'V.League 1', slug: 'v-league-1', logo: '' };

/** Rows as the shared results page draws them: the same for everyone, marked in the browser. */
function show() {
  return render(
    <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ common, scores }}>
      <FavouriteTeamsScope>
        <ul>
          <ScoreRow match={mine} timeZone={ZONE} />
          <ScoreRow match={other} timeZone={ZONE} />
        </ul>
      </FavouriteTeamsScope>
    </NextIntlClientProvider>,
  );
}

describe('favourite teams on shared score rows', () => {
  const api = startMockApi();
  beforeEach(() => resetLiveQueries());

  it('stars only the member’s favourite team’s match, once their list arrives', async () => {
    signInMember();
    server.use(mockEndpoint(favouriteTeamList, [{ team: team(22, 'Hải Phòng'), league, createdAt: 1 }]));
    const { container } = show();
    const star = await screen.findByRole('img', { name: 'Trận của đội bóng yêu thích' });
    expect(star.closest('li')?.getAttribute('data-fixture')).toBe('1');
    expect(container.querySelector('[data-fixture="2"] [data-testid="favourite-star"]')).toBeNull();
  });

  it('stars nothing for a guest and asks for no list', async () => {
    beGuest();
    show();
    await screen.findByText('SLNA');
    expect(screen.queryByRole('img', { name: 'Trận của đội bóng yêu thích' })).toBeNull();
    expect(api.calls(favouriteTeamList.path)).toHaveLength(0);
  });
});
