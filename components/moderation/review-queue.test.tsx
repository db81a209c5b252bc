import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ToasterView from '@/components/app/toaster-view';
import { signInMember } from '@/components/schedule/test-utils';
import * as review from '@/lib/contract/review';
import type { ReviewItem } from '@/lib/contract/review';
import common from '@/messages/vi/common.json';
import community from '@/messages/vi/community.json';
import errors from '@/messages/vi/errors.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ReviewQueue } from './review-queue';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const api = startMockApi();
const T = community.reviewQueue;
const author = { userId: 41, displayName: 'Lan Spam', profilePicture: null };

const item = (over: Partial<ReviewItem>): ReviewItem => ({
  id: 1,
  kind: 'post',
  itemId: 501,
  source: 'filter',
  state: 'open',
  reasons: ['gambling', 'phone-number'],
  excerpt: 'Nhà cái uy tín fb88, liên hệ 0912 345 678',
  reportCount: 0,
  subject: author,
  href: '/bang-ton/bai-viet/501',
  groupId: null,
  createdAt: Date.now() - 60_000,
  resolvedAt: null,
  resolvedBy: null,
  ...over,
});

/** What the server holds; the list answers from it and each action closes an item in it. */
let items: ReviewItem[];
let acted: unknown[];

beforeEach(() => {
  signInMember();
  acted = [];
  items = [
    item({ id: 1 }),
    item({ id: 2, kind: 'chat', itemId: 77, source: 'report', reasons: ['abuse', 'weird-reason'], excerpt: 'Đồ ngốc', reportCount: 3, href: null, groupId: 30 }),
  ];
  server.use(
    mockEndpoint(review.reviewList, ({ query }) => {
      const list = items.filter((i) => i.state === query.state && (!query.kind || i.kind === query.kind));
      return { list, total: list.length };
    }),
    mockEndpoint(review.reviewAct, ({ body }) => {
      acted.push(body);
      items = items.map((i) => (i.id === body.id ? { ...i, state: 'removed' as const } : i));
      return { id: body.id, state: 'removed' as const };
    }),
  );
});

function renderQueue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, errors, community }}>
          {children}
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(<ReviewQueue timeZone="Asia/Ho_Chi_Minh" />, { wrapper: Providers });
}

const cards = () => screen.queryAllByTestId('review-item');
const cardOf = async (text: string) => (await screen.findByText(text)).closest('article') as HTMLElement;

describe('ReviewQueue', () => {
  it('shows each open item with its text, named reasons, reports, author and where it is', async () => {
    renderQueue();
    const post = await cardOf('Nhà cái uy tín fb88, liên hệ 0912 345 678');
    expect(within(post).getByText(T.reasons.gambling)).toBeInTheDocument();
    expect(within(post).getByText(T.reasons['phone-number'])).toBeInTheDocument();
    expect(within(post).getByText(T.sources.filter)).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: T.openItem })).toHaveAttribute('href', '/bang-ton/bai-viet/501');
    expect(within(post).getByRole('link', { name: /Lan Spam/ })).toHaveAttribute('href', '/bang-ton/trang-ca-nhan/41');
    expect(within(post).getByRole('button', { name: T.actions.approve })).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: T.actions.dismiss })).toBeNull();

    const chat = await cardOf('Đồ ngốc');
    expect(within(chat).getByText('3 báo cáo')).toBeInTheDocument();
    expect(within(chat).getByText(T.reasons.abuse)).toBeInTheDocument();
    expect(within(chat).getByText('weird-reason')).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: T.openRoom })).toHaveAttribute('href', '/chatroom/phong/30');
    expect(within(chat).getByRole('button', { name: T.actions.dismiss })).toBeInTheDocument();
  });

  it('takes an approved item off the list at once, before the server answers', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockEndpoint(review.reviewAct, async ({ body }) => {
        acted.push(body);
        await answered;
        items = items.filter((i) => i.id !== body.id);
        return { id: body.id, state: 'approved' as const };
      }),
    );
    renderQueue();
    const post = await cardOf('Nhà cái uy tín fb88, liên hệ 0912 345 678');
    fireEvent.click(within(post).getByRole('button', { name: T.actions.approve }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(acted).toEqual([{ id: 1, action: 'approve' }]);
    answer();
    expect(await screen.findByText(T.done.approve)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('asks before removing, and sends nothing when the reviewer cancels', async () => {
    renderQueue();
    const post = await cardOf('Nhà cái uy tín fb88, liên hệ 0912 345 678');
    fireEvent.click(within(post).getByRole('button', { name: T.actions.remove }));
    fireEvent.click(within(post).getByRole('button', { name: T.confirm.cancel }));
    expect(acted).toEqual([]);
    fireEvent.click(within(post).getByRole('button', { name: T.actions.remove }));
    expect(within(post).getByText(T.confirm.remove)).toBeInTheDocument();
    fireEvent.click(within(post).getByRole('button', { name: T.confirm.yes }));
    await waitFor(() => expect(acted).toEqual([{ id: 1, action: 'remove' }]));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('asks how long a suspension lasts and sends the days chosen', async () => {
    renderQueue();
    const chat = await cardOf('Đồ ngốc');
    fireEvent.click(within(chat).getByRole('button', { name: T.actions.suspend }));
    fireEvent.change(within(chat).getByRole('combobox', { name: T.confirm.length }), { target: { value: '7' } });
    fireEvent.click(within(chat).getByRole('button', { name: T.confirm.yes }));
    await waitFor(() => expect(acted).toEqual([{ id: 2, action: 'suspend', days: 7 }]));
  });

  it('puts the item back and says so when the server refuses', async () => {
    // Only the first read answers: what the list shows afterwards is what the browser put back itself.
    let reads = 0;
    server.use(
      mockEndpoint(review.reviewAct, () => errorResponse(503)),
      mockEndpoint(review.reviewList, () => ((reads += 1) === 1 ? { list: items, total: items.length } : errorResponse(500))),
    );
    renderQueue();
    const post = await cardOf('Nhà cái uy tín fb88, liên hệ 0912 345 678');
    fireEvent.click(within(post).getByRole('button', { name: T.actions.approve }));
    expect(await screen.findByText(T.errors.failed)).toBeInTheDocument();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(cards()).toHaveLength(2);
  });

  it('leaves out an item someone else already closed (409)', async () => {
    server.use(
      mockEndpoint(review.reviewAct, ({ body }) => {
        items = items.filter((i) => i.id !== body.id);
        return errorResponse(409, 'already reviewed');
      }),
    );
    renderQueue();
    const chat = await cardOf('Đồ ngốc');
    fireEvent.click(within(chat).getByRole('button', { name: T.actions.dismiss }));
    expect(await screen.findByText(T.errors.conflict)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('filters by state, showing who closed each item, and says when a state is empty', async () => {
    items.push(item({ id: 3, state: 'removed', excerpt: 'Đã gỡ rồi', resolvedAt: Date.now(), resolvedBy: { userId: 9, displayName: 'Kiểm duyệt viên', profilePicture: null } }));
    renderQueue();
    await cardOf('Đồ ngốc');
    fireEvent.change(screen.getByLabelText(T.filters.state), { target: { value: 'removed' } });
    const removed = await cardOf('Đã gỡ rồi');
    expect(within(removed).getByText(`${T.states.removed} bởi Kiểm duyệt viên`)).toBeInTheDocument();
    expect(within(removed).queryByRole('button')).toBeNull();
    fireEvent.change(screen.getByLabelText(T.filters.kind), { target: { value: 'member' } });
    expect(await screen.findByText(T.emptyFiltered)).toBeInTheDocument();
    expect(api.calls(review.reviewList.path).length).toBeGreaterThanOrEqual(3);
  });

  it('shows the empty state when nothing waits for review', async () => {
    items = [];
    renderQueue();
    expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();
  });
});
