import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchOpinion, voteOpinion, type Opinion } from '@/lib/contract/room';
import type { OpinionPick } from '@/lib/domain/match-events';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { opinionShares, withPick } from './opinion-shares';
import { OpinionTab } from './opinion-tab';
import { makeRoom, renderRoom } from './test-utils';

/** A tiny opinion service: one tally, and the pick of the one session under test. */
function opinionApi(start: Opinion) {
  let state = start;
  const votes: OpinionPick[] = [];
  return {
    votes,
    handlers: [
      mockEndpoint(matchOpinion, () => state),
      mockEndpoint(voteOpinion, ({ body }) => {
        votes.push(body.pick);
        state = withPick(state, body.pick);
        return state;
      }),
    ],
  };
}

describe('opinion shares', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(opinionShares({ home: 1, draw: 1, away: 1 })).toEqual({ home: 34, draw: 33, away: 33 });
    expect(opinionShares({ home: 3, draw: 0, away: 1 })).toEqual({ home: 75, draw: 0, away: 25 });
  });

  it('is all zero when nobody voted', () => {
    expect(opinionShares({ home: 0, draw: 0, away: 0 })).toEqual({ home: 0, draw: 0, away: 0 });
  });

  it('moves a changed vote from the old pick to the new one', () => {
    expect(withPick({ home: 5, draw: 2, away: 3, myPick: 'home' }, 'away')).toEqual({ home: 4, draw: 2, away: 4, myPick: 'away' });
  });
});

describe('OpinionTab', () => {
  startMockApi();

  it('shows each pick with its share', async () => {
    server.use(...opinionApi({ home: 6, draw: 2, away: 2, myPick: null }).handlers);
    renderRoom(<OpinionTab room={makeRoom()} />);
    const home = await screen.findByRole('button', { name: /Hà Nội FC thắng/ });
    expect(home).toHaveTextContent('60%');
    expect(home).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Hòa/ })).toHaveTextContent('20%');
    expect(screen.getByText('10 lượt bình chọn')).toBeInTheDocument();
  });

  it('votes, then lets the viewer change their pick', async () => {
    const api = opinionApi({ home: 1, draw: 0, away: 0, myPick: null });
    server.use(...api.handlers);
    renderRoom(<OpinionTab room={makeRoom()} />);

    fireEvent.click(await screen.findByRole('button', { name: /Công An Hà Nội thắng/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Công An Hà Nội thắng/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /Công An Hà Nội thắng/ })).toHaveTextContent('50%');

    fireEvent.click(screen.getByRole('button', { name: /Hòa/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Hòa/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /Công An Hà Nội thắng/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Công An Hà Nội thắng/ })).toHaveTextContent('0%');
    expect(api.votes).toEqual(['away', 'draw']);
  });

  it('puts the tally back and says so when a vote fails', async () => {
    server.use(mockEndpoint(matchOpinion, { home: 2, draw: 0, away: 0, myPick: null }), mockEndpoint(voteOpinion, () => errorResponse(500)));
    renderRoom(<OpinionTab room={makeRoom()} />);
    fireEvent.click(await screen.findByRole('button', { name: /Hòa/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa lưu được');
    expect(screen.getByRole('button', { name: /Hòa/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Hà Nội FC thắng/ })).toHaveTextContent('100%');
  });

  it('no longer takes votes once the match has ended', async () => {
    server.use(...opinionApi({ home: 1, draw: 1, away: 1, myPick: 'home' }).handlers);
    const room = makeRoom({ onAir: false });
    room.match = { ...room.match, status: 'ft', scheduleStatus: 3 };
    renderRoom(<OpinionTab room={room} />);
    expect(await screen.findByRole('button', { name: /Hà Nội FC thắng/ })).toBeDisabled();
  });
});
