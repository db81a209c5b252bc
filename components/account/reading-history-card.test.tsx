import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/components/auth/test-utils';
import { newsReadingHistoryClear } from '@/lib/contract/news';
import account from '@/messages/vi/account.json';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { ReadingHistoryCard } from './reading-history-card';

startMockApi();
const t = account.readingHistory;
const show = () => renderWithAuth(<QueryClientProvider client={new QueryClient()}><ReadingHistoryCard /></QueryClientProvider>, { account });

describe('clearing the reading history on the account page', () => {
  it('asks the server to forget the reads and says so', async () => {
    const sent = vi.fn();
    server.use(mockEndpoint(newsReadingHistoryClear, ({ body }) => (sent(body), { cleared: 3 })));
    show();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(await screen.findByText(t.cleared)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({});
  });

  it('says so when the history could not be cleared', async () => {
    server.use(mockEndpoint(newsReadingHistoryClear, () => errorResponse(500, 'Boom')));
    show();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    await waitFor(() => expect(screen.getByText(t.failed)).toBeInTheDocument());
  });
});
