import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api/client';
import type { Broadcast } from '@/lib/contract/studio';
import { BROADCAST_TITLE_MAX } from '@/lib/domain/broadcast';
import studio from '@/messages/vi/studio.json';
import { makeBroadcast, studioRooms } from '@/tests/mocks/studio-data';
import { PlanForm } from './plan-form';
import { renderStudio, ZONE } from './test-utils';

const P = studio.plan;

function renderForm(broadcast: Broadcast | null = null, answer: ApiResult<Broadcast> = { ok: true, data: makeBroadcast() }) {
  const onPlan = vi.fn(async () => answer);
  renderStudio(<PlanForm rooms={studioRooms} broadcast={broadcast} timeZone={ZONE} onPlan={onPlan} />);
  return onPlan;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: P.save }));

describe('the plan form', () => {
  it('asks for a match before anything is sent', () => {
    const onPlan = renderForm();
    save();
    expect(screen.getByText(P.errors.room)).toBeInTheDocument();
    expect(screen.getByLabelText(P.room)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(P.room)).toHaveFocus();
    expect(onPlan).not.toHaveBeenCalled();
  });

  it('names the match after its teams, and refuses an empty or too long title', () => {
    const onPlan = renderForm();
    fireEvent.change(screen.getByLabelText(P.room), { target: { value: '301' } });
    const title = screen.getByLabelText(P.titleLabel);
    expect(title).toHaveValue('Hà Nội FC – Công An Hà Nội');
    fireEvent.change(title, { target: { value: '   ' } });
    save();
    expect(screen.getByText(`Nhập tiêu đề, tối đa ${BROADCAST_TITLE_MAX} ký tự.`)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(title, { target: { value: 'x'.repeat(BROADCAST_TITLE_MAX + 1) } });
    save();
    expect(title).toHaveFocus();
    expect(onPlan).not.toHaveBeenCalled();
  });

  it('sends the room, the trimmed title and the language', async () => {
    const onPlan = renderForm();
    fireEvent.change(screen.getByLabelText(P.room), { target: { value: '302' } });
    fireEvent.change(screen.getByLabelText(P.titleLabel), { target: { value: '  Đại chiến London  ' } });
    fireEvent.click(screen.getByLabelText('中文'));
    save();
    expect(onPlan).toHaveBeenCalledWith({ roomId: 302, title: 'Đại chiến London', language: 'zh' });
    expect(await screen.findByText(P.saved)).toBeInTheDocument();
  });

  it('keeps the room of a broadcast on air and says why a change was refused', async () => {
    const onPlan = renderForm(makeBroadcast({ state: 'live', roomId: 301 }), { ok: false, status: 409, message: 'roomId: the broadcast on air keeps its room' });
    expect(screen.getByLabelText(P.room)).toBeDisabled();
    expect(screen.getByText(P.roomLocked)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: P.update }));
    expect(onPlan).toHaveBeenCalledWith({ roomId: 301, title: 'Hà Nội FC – Công An Hà Nội', language: 'vi' });
    expect(await screen.findByRole('alert')).toHaveTextContent(P.errors.roomLocked);
  });

  it('says when the match is over or the room is no longer theirs', async () => {
    renderForm(null, { ok: false, status: 409, message: 'roomId: this match is over' });
    fireEvent.change(screen.getByLabelText(P.room), { target: { value: '301' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(P.errors.over);
  });
});
