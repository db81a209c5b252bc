import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/components/auth/test-utils';
import { notificationSettingsQuery } from '@/lib/api/queries/accounts';
import * as acc from '@/lib/contract/accounts';
import account from '@/messages/vi/account.json';
import { AVATAR } from '@/lib/domain/accounts';
import { mockAccount } from '@/tests/mocks/account-data';
import { errorResponse, mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { CodeVerifyCard } from './code-verify-card';
import { NotificationsSection } from './notifications-section';
import { PictureField } from './picture-field';

const refresh = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ refresh }) }));

const api = startMockApi();

/** Renders with the account page's words besides the layout's. */
const renderVi = (ui: ReactElement) => renderWithAuth(ui, { account });

const phoneCard = () =>
  renderVi(<CodeVerifyCard kind="phone" current="0901234567" verified={false} displayName="Lan" title="Số điện thoại" lead="Xác minh" />);

describe('verifying a phone on the account page', () => {
  it('sends a code to the number, then verifies it and redraws the page', async () => {
    const verified: unknown[] = [];
    server.use(mockEndpoint(acc.phoneVerify, ({ body }) => (verified.push(body), mockAccount({ phone: body.phoneNumber, phoneVerified: true }))));
    phoneCard();
    const region = within(screen.getByRole('region', { name: 'Số điện thoại' }));
    expect(region.getByText('Chưa xác minh')).toBeInTheDocument();
    fireEvent.click(region.getByRole('button', { name: 'Gửi mã' }));
    expect(await region.findByText('Đã gửi mã tới 0901234567.')).toBeInTheDocument();
    expect(region.getByRole('button', { name: /^Gửi lại sau \d+ giây$/ })).toBeDisabled();
    fireEvent.change(region.getByLabelText('Mã xác minh'), { target: { value: '123456' } });
    fireEvent.click(region.getByRole('button', { name: 'Xác minh' }));
    expect(await screen.findByText('Đã xác minh số điện thoại.')).toBeInTheDocument();
    expect(verified).toEqual([{ phoneNumber: '0901234567', code: '123456' }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('shows a wrong code under the code field', async () => {
    server.use(mockFailure(acc.phoneVerify, 422, 'code: incorrect'));
    phoneCard();
    const region = within(screen.getByRole('region', { name: 'Số điện thoại' }));
    fireEvent.click(region.getByRole('button', { name: 'Gửi mã' }));
    await region.findByText('Đã gửi mã tới 0901234567.');
    fireEvent.change(region.getByLabelText('Mã xác minh'), { target: { value: '000000' } });
    fireEvent.click(region.getByRole('button', { name: 'Xác minh' }));
    await waitFor(() => expect(region.getByLabelText('Mã xác minh')).toHaveAccessibleDescription('Mã xác minh không đúng.'));
  });

  it("puts another member's number under the phone field", async () => {
    server.use(mockFailure(acc.sendOtp, 409, 'to: already registered'));
    phoneCard();
    const region = within(screen.getByRole('region', { name: 'Số điện thoại' }));
    fireEvent.click(region.getByRole('button', { name: 'Gửi mã' }));
    await waitFor(() =>
      expect(region.getByLabelText('Số điện thoại')).toHaveAccessibleDescription('Số điện thoại này đã được dùng cho một tài khoản khác.'),
    );
  });
});

describe('notification preferences', () => {
  it('shows a switch turned at once, keeps it once saved, and puts it back when saving fails', async () => {
    const prefs = { booking: true, friends: true, tips: true, promotions: true };
    // Each save waits to be answered, so the switch can be seen before the server has said anything.
    let answer: (ok: boolean) => void = () => undefined;
    server.use(
      mockEndpoint(acc.updateNotificationSettings, async ({ body }) => {
        const ok = await new Promise<boolean>((resolve) => (answer = resolve));
        return ok ? { ...prefs, ...body } : errorResponse(500);
      }),
    );
    // As the page hands them over: the settings already in the query cache.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(notificationSettingsQuery().queryKey, prefs);
    renderVi(
      <QueryClientProvider client={client}>
        <NotificationsSection />
      </QueryClientProvider>,
    );
    const promotions = screen.getByRole('switch', { name: 'Khuyến mãi' });
    fireEvent.click(promotions);
    await waitFor(() => expect(promotions).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(api.calls(acc.updateNotificationSettings.path)).toHaveLength(1));
    answer(true);
    await screen.findByText('Đã lưu lựa chọn.');
    expect(promotions).toHaveAttribute('aria-checked', 'false');

    const tips = screen.getByRole('switch', { name: 'Tip kèo' });
    fireEvent.click(tips);
    await waitFor(() => expect(tips).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(api.calls(acc.updateNotificationSettings.path)).toHaveLength(2));
    answer(false);
    await waitFor(() => expect(tips).toHaveAttribute('aria-checked', 'true'));
    expect(promotions).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the profile picture', () => {
  it('refuses a file over the size limit or of another type before sending anything', async () => {
    renderVi(<PictureField account={mockAccount()} />);
    const input = screen.getByLabelText('Tải ảnh lên', { selector: 'input' });
    const big = new File([new Uint8Array(AVATAR.maxBytes + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ảnh quá lớn: tối đa 2 MB.');
    const gif = new File([new Uint8Array(10)], 'x.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('Chỉ nhận ảnh PNG, JPEG hoặc WebP.')).toBeInTheDocument();
    expect(api.calls(acc.updateInfo.path)).toHaveLength(0);
  });

  it("says so when the server refuses the picture's bytes", async () => {
    server.use(mockFailure(acc.updateInfo, 422, 'profilePicture: must be a PNG, JPEG or WebP image'));
    renderVi(<PictureField account={mockAccount()} />);
    const fake = new File([new TextEncoder().encode('<svg/>')], 'fake.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Tải ảnh lên', { selector: 'input' }), { target: { files: [fake] } });
    expect(await screen.findByText('Chỉ nhận ảnh PNG, JPEG hoặc WebP.')).toBeInTheDocument();
    expect(api.calls(acc.updateInfo.path)).toHaveLength(1);
  });
});
