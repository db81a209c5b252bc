import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { ARTICLE_ID, renderWithComments } from '@/components/comments/test-utils';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import { savedSave, savedStatus, savedUnsave } from '@/lib/contract/saved';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { SaveButton } from './save-button';
import { SaveToggle } from './save-toggle';

const show = () => renderWithComments(<SaveToggle kind="article" id={ARTICLE_ID} />);

describe('SaveButton', () => {
  const api = startMockApi();

  it('is drawn at once as a waiting "Save", and becomes the working toggle once its code has loaded', async () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    renderWithComments(<SaveButton kind="article" id={ARTICLE_ID} />);
    const button = screen.getByRole('button', { name: 'Lưu bài viết để đọc sau' });
    expect(button).toHaveTextContent('Lưu');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lưu bài viết để đọc sau' })).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bài viết để đọc sau' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
  });

  it('gives a guest the login form and asks the server nothing', () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bài viết để đọc sau' }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls(savedSave.path)).toHaveLength(0);
    expect(api.calls(savedStatus.path)).toHaveLength(0);
  });

  it('saves for a member, then takes it off again', async () => {
    signInMember();
    let saved = false;
    const sent = vi.fn();
    server.use(
      mockEndpoint(savedStatus, () => ({ saved })),
      mockEndpoint(savedSave, ({ body }) => {
        sent(body);
        saved = true;
        return { saved };
      }),
      mockEndpoint(savedUnsave, () => {
        saved = false;
        return { saved };
      }),
    );
    show();
    await waitFor(() => expect(api.calls(savedStatus.path).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bài viết để đọc sau' }));
    expect(await screen.findByRole('button', { name: 'Bỏ lưu bài viết' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toHaveBeenCalledWith({ kind: 'article', id: ARTICLE_ID });
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ lưu bài viết' }));
    expect(await screen.findByRole('button', { name: 'Lưu bài viết để đọc sau' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the item as saved from the server, and rolls back a refused change', async () => {
    signInMember();
    server.use(mockEndpoint(savedStatus, { saved: true }), mockEndpoint(savedUnsave, () => errorResponse(503, 'Down')));
    show();
    const button = await screen.findByRole('button', { name: 'Bỏ lưu bài viết' });
    fireEvent.click(button);
    expect(await screen.findByText('Không lưu được, vui lòng thử lại.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bỏ lưu bài viết' })).toHaveAttribute('aria-pressed', 'true');
  });
});
