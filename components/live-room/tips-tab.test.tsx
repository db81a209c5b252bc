import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { matchTips, type Tip } from '@/lib/contract/room';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { formatLine } from './tip-pick';
import { TipsTab } from './tips-tab';
import { makeRoom, renderRoom } from './test-utils';
import { makeMatch } from '@/tests/mocks/data';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';

function makeTip(overrides: Partial<Tip>): Tip {
  return {
    id: 1,
    fixtureId: 9001,
    author: { userId: 77, displayName: 'Quang Huy', nickname: null, profilePicture: null },
    market: '1x2',
    selection: 'home',
    line: null,
    odds: 1.85,
    confidence: 4,
    analysis: 'Chủ nhà đang có phong độ tốt.',
    lang: 'vi',
    result: null,
    createdAt: Date.UTC(2025, 4, 10, 10),
    ...overrides,
  };
}

describe('handicap lines', () => {
  it('signs handicap lines and leaves totals as they are', () => {
    expect(formatLine(-0.5, true)).toBe('-0.5');
    expect(formatLine(1.25, true)).toBe('+1.25');
    expect(formatLine(0, true)).toBe('0');
    expect(formatLine(2.5, false)).toBe('2.5');
  });
});

describe('TipsTab', () => {
  startMockApi();

  it('builds each pick from market, selection and line, with odds, confidence and result', async () => {
    server.use(
      mockEndpoint(matchTips, [
        makeTip({ id: 1 }),
        makeTip({ id: 2, market: 'ah', selection: 'away', line: 0.5, odds: 1.9, confidence: 3, result: 'won' }),
        makeTip({ id: 3, market: 'ou', selection: 'over', line: 2.5, odds: 2, confidence: 2, result: 'lost' }),
      ]),
    );
    renderRoom(<TipsTab room={makeRoom()} />);
    const tips = await screen.findAllByTestId('tip');
    expect(tips[0]).toHaveTextContent('Hà Nội FC thắng');
    expect(tips[0]).toHaveTextContent('Tỷ lệ 1,85');
    expect(tips[0]).toHaveTextContent('Chờ kết quả');
    expect(screen.getAllByRole('img', { name: 'Độ tự tin 4/5' })).toHaveLength(1);
    expect(tips[1]).toHaveTextContent('Công An Hà Nội +0.5');
    expect(tips[1]).toHaveTextContent('Thắng');
    expect(tips[2]).toHaveTextContent('Tài 2.5');
    expect(tips[2]).toHaveTextContent('Thua');
  });

  it('says there are no tips yet', async () => {
    server.use(mockEndpoint(matchTips, []));
    renderRoom(<TipsTab room={makeRoom()} />);
    expect(await screen.findByText('Chưa có tips')).toBeInTheDocument();
  });

  it('links each tip to its page, and offers to write one only before kick-off', async () => {
    server.use(mockEndpoint(matchTips, [makeTip({ id: 42 })]));
    const upcoming = makeRoom({ match: makeMatch({ scheduleStatus: SCHEDULE_STATUS.comingUp, status: '19:00', score: '' }) });
    const { unmount } = renderRoom(<TipsTab room={upcoming} />);
    expect(await screen.findByRole('link', { name: 'Xem chi tiết' })).toHaveAttribute('href', '/tip-keo/chi-tiet/ha-noi-fc-vs-cong-an-ha-noi-42');
    expect(screen.getByRole('link', { name: 'Viết tip' })).toHaveAttribute('href', '/tip-keo/tip-cua-toi?fixtureId=9001');
    unmount();
    renderRoom(<TipsTab room={makeRoom()} />);
    await screen.findByRole('link', { name: 'Xem chi tiết' });
    expect(screen.queryByRole('link', { name: 'Viết tip' })).toBeNull();
  });
});
