import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missionClaim } from '@/lib/contract/engagement';
import { LEVEL_BADGE, levelFor } from '@/lib/domain/levels';
import { resetSessionStore } from '@/lib/stores/session-store';
import { signInMember } from '@/components/schedule/test-utils';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { MissionList } from './mission-list';
import { mission, renderMembers } from './test-utils';

const refresh = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ refresh }),
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const api = startMockApi();
const row = (id: string) => document.querySelector(`[data-mission="${id}"]`) as HTMLElement;

const missions = [
  mission({ id: 'checkIn', progress: 1, target: 1, points: 10, complete: true }),
  mission({ id: 'watch', progress: 4, target: 10, points: 20 }),
  mission({ id: 'chat', progress: 5, target: 5, points: 15, complete: true, claimed: true }),
];

beforeEach(() => {
  refresh.mockReset();
  signInMember();
});
afterEach(resetSessionStore);

describe('MissionList', () => {
  it('shows each mission’s real progress, reward and state', () => {
    renderMembers(<MissionList missions={missions} />);
    expect(row('watch').querySelector('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '40');
    expect(row('watch')).toHaveTextContent('4/10');
    expect(row('watch')).toHaveTextContent('+20 điểm');
    expect(screen.getByRole('link', { name: 'Thực hiện' })).toHaveAttribute('href', '/lich-truc-tiep');
    expect(row('chat')).toHaveTextContent('Đã nhận');
    expect(row('chat').querySelector('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nhận thưởng: Điểm danh hôm nay' })).toBeEnabled();
  });

  it('claims a completed mission and marks it claimed', async () => {
    const sent = vi.fn();
    server.use(
      mockEndpoint(missionClaim, ({ body }) => {
        sent(body);
        return { mission: mission({ id: 'checkIn', progress: 1, complete: true, claimed: true }), level: { ...levelFor(20), badge: LEVEL_BADGE } };
      }),
    );
    renderMembers(<MissionList missions={missions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nhận thưởng: Điểm danh hôm nay' }));
    expect(await screen.findByText('Đã nhận 10 điểm kinh nghiệm')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ missionId: 'checkIn' });
    expect(row('checkIn')).toHaveAttribute('data-claimed', 'true');
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('explains a refused claim', async () => {
    server.use(mockEndpoint(missionClaim, () => errorResponse(409, 'already claimed')));
    renderMembers(<MissionList missions={missions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nhận thưởng: Điểm danh hôm nay' }));
    expect(await screen.findByText('Bạn đã nhận thưởng nhiệm vụ này')).toBeInTheDocument();
    expect(api.calls(missionClaim.path)).toHaveLength(1);
    expect(row('checkIn')).toHaveAttribute('data-claimed', 'false');
  });
});
