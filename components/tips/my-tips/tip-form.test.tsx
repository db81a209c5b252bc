import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { createTip, tipOpenMatches, tipQuote, type TipItem, type TipQuote } from '@/lib/contract/tips';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import tips from '@/messages/vi/tips.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { TipForm } from './tip-form';

const match = makeMatch({ fixtureId: 9002, status: '19:00', scheduleStatus: SCHEDULE_STATUS.comingUp, score: '' });
const quote = (open = true): TipQuote => ({
  match,
  open,
  bookmaker: 'Sao Bắc Odds',
  oneXTwo: { home: 1.85, draw: 3.4, away: 4.1 },
  handicap: { line: -0.5, home: 1.9, away: 1.95 },
  overUnder: { line: 2.5, over: 1.92, under: 1.88 },
});
const ANALYSIS = 'Hai đội đều ghi bàn đều đặn trong năm trận gần nhất.';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ tips }}>{children}</NextIntlClientProvider>
    </QueryClientProvider>
  );
  return render(<TipForm />, { wrapper });
}

describe('TipForm', () => {
  startMockApi();

  it('sends the pick with the quoted line and never a price of its own', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(tipOpenMatches, [match]),
      mockEndpoint(tipQuote, quote()),
      mockEndpoint(createTip, ({ body }) => {
        sent.push(body);
        return { id: 5, fixtureId: 9002, author: { userId: 1, displayName: 'Demo', nickname: null, profilePicture: null }, market: 'ou', selection: 'over', line: 2.5, odds: 1.92, confidence: 3, analysis: ANALYSIS, lang: 'vi', result: null, createdAt: 1, updatedAt: null, match } satisfies TipItem;
      }),
    );
    renderForm();
    await screen.findByRole('option', { name: /Hà Nội FC – Công An Hà Nội/ });
    fireEvent.change(screen.getByLabelText('Trận đấu'), { target: { value: '9002' } });
    fireEvent.change(screen.getByLabelText('Loại kèo'), { target: { value: 'ou' } });
    const over = await screen.findByRole('radio', { name: /^Tài 2\.5/ });
    expect(screen.getByTestId('price-over')).toHaveTextContent('1,92');
    fireEvent.click(over);
    fireEvent.change(screen.getByLabelText('Nhận định'), { target: { value: ANALYSIS } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tip' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ fixtureId: 9002, market: 'ou', selection: 'over', line: 2.5, confidence: 3, analysis: ANALYSIS });
  });

  it('offers a draw only where the sport has one, and shows the server’s reason when a tip is refused', async () => {
    server.use(
      mockEndpoint(tipOpenMatches, [match]),
      mockEndpoint(tipQuote, quote()),
      mockEndpoint(createTip, () => errorResponse(409, 'The match has kicked off')),
    );
    renderForm();
    await screen.findByRole('option', { name: /Hà Nội FC/ });
    fireEvent.change(screen.getByLabelText('Trận đấu'), { target: { value: '9002' } });
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: /^Hòa/ }));
    fireEvent.change(screen.getByLabelText('Nhận định'), { target: { value: ANALYSIS } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng tip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không lưu được tip: The match has kicked off');
  });

  it('says tips are closed once the match has kicked off', async () => {
    server.use(mockEndpoint(tipOpenMatches, [match]), mockEndpoint(tipQuote, quote(false)));
    renderForm();
    await screen.findByRole('option', { name: /Hà Nội FC/ });
    fireEvent.change(screen.getByLabelText('Trận đấu'), { target: { value: '9002' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Trận đã bắt đầu');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Đăng tip' })).toBeDisabled();
  });
});
