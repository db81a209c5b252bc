import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pagedQuery } from '@/lib/api/queries/paged';
import { EmptyState } from './empty-state';
import { LoadMoreList, type LoadMoreLabels } from './load-more-list';

interface Film {
  id: number;
  name: string;
}

const labels: LoadMoreLabels = {
  loading: 'Loading films',
  failed: 'Films did not load',
  retry: 'Try again',
  more: 'More films',
  loadingMore: 'Loading more films',
  moreFailed: 'The next films did not load',
  shown: (count, total) => `${count} of ${total}`,
};

/** A list API over `films`, two a page; `answer` decides each page (resolve, fail or hold). */
function filmsQuery(films: Film[], answer: (pageNum: number, page: { list: Film[]; total: number }) => Promise<{ list: Film[]; total: number }> = (_, page) => Promise.resolve(page)) {
  return pagedQuery({
    queryKey: ['films', films.length] as const,
    fetchPage: (pageNum) => answer(pageNum, { list: films.slice((pageNum - 1) * 2, pageNum * 2), total: films.length }),
  });
}

function renderList(query: ReturnType<typeof filmsQuery>, layout: 'list' | 'grid' = 'list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LoadMoreList
        query={query}
        layout={layout}
        label="Films"
        itemKey={(film) => film.id}
        renderItem={(film) => <span>{film.name}</span>}
        empty={<EmptyState title="No films yet" />}
        labels={labels}
      />
    </QueryClientProvider>,
  );
}

const films = [1, 2, 3].map((id) => ({ id, name: `Film ${id}` }));

describe('LoadMoreList', () => {
  it('shows placeholders, then the first page as a list of items with "more"', async () => {
    renderList(filmsQuery(films), 'grid');
    expect(screen.getByRole('status', { name: 'Loading films' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Films' });
    expect(list).toHaveClass('grid');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Film 1', 'Film 2']);
    expect(screen.getByRole('button', { name: 'More films' })).toBeInTheDocument();
  });

  it('is busy while the next page loads, then appends it and moves focus to the list at the end', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderList(filmsQuery(films, async (pageNum, page) => (pageNum === 2 ? held.then(() => page) : page)));
    const more = await screen.findByRole('button', { name: 'More films' });
    more.focus();
    fireEvent.click(more);

    const busy = await screen.findByRole('button', { name: 'Loading more films' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    release();
    await screen.findByText('Film 3');
    expect(screen.queryByRole('button', { name: /films/ })).not.toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Films' })).toHaveFocus());
  });

  it('offers a retry when the first page fails', async () => {
    let fail = true;
    renderList(filmsQuery(films, async (_, page) => (fail ? Promise.reject(new Error('down')) : page)));
    expect(await screen.findByText('Films did not load')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Film 1')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing', async () => {
    renderList(filmsQuery([]));
    expect(await screen.findByText('No films yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
