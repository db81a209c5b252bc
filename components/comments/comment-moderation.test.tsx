import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInMember } from '@/components/schedule/test-utils';
import type { Comment } from '@/lib/contract/comments';
import { commentList, commentModerate, commentReact, commentReport } from '@/lib/contract/comments';
import vi_ from '@/messages/vi/comments.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { CommentsPanel } from './comments-panel';
import { ARTICLE_ID, makeComment, renderWithComments } from './test-utils';

const page = (list: Comment[], canModerate: boolean) => ({ list, total: list.length, count: list.length, canModerate });
const show = () => renderWithComments(<CommentsPanel kind="article" itemId={ARTICLE_ID} />);

describe('CommentsPanel moderation and limits', () => {
  startMockApi();

  it('shows a moderator a hidden comment’s text and offers to show it again', async () => {
    signInMember();
    const hidden = makeComment({ state: 'hidden', body: 'Lời lẽ cần xem lại' });
    const sent = vi.fn();
    server.use(
      mockEndpoint(commentList, page([hidden], true)),
      mockEndpoint(commentModerate, ({ body }) => {
        sent(body);
        return { id: body.id, state: 'visible' as const };
      }),
    );
    show();
    expect(await screen.findByText('Lời lẽ cần xem lại')).toBeInTheDocument();
    expect(screen.getByText(vi_.placeholder.hiddenToReaders)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: vi_.actions.label }));
    expect(screen.queryByRole('button', { name: vi_.actions.hide })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: vi_.actions.unhide }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: hidden.id, action: 'unhide' }));
    expect(await screen.findByText(vi_.actions.shown)).toBeInTheDocument();
  });

  it('gives a member the placeholder of a hidden comment and no way to show it again', async () => {
    signInMember();
    server.use(mockEndpoint(commentList, page([makeComment({ state: 'hidden', body: null, replyCount: 1 })], false)));
    show();
    expect(await screen.findByText(vi_.placeholder.hidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: vi_.actions.label })).toBeNull();
  });

  it('says so in the reader’s language when reactions come too fast, and takes the reaction back', async () => {
    signInMember();
    server.use(mockEndpoint(commentList, page([makeComment()], false)), mockEndpoint(commentReact, () => errorResponse(429, 'Too many reactions')));
    show();
    fireEvent.click(await screen.findByRole('button', { name: vi_.reactions.pick }));
    fireEvent.click(screen.getByRole('button', { name: vi_.reactions.like }));
    expect(await screen.findByText(vi_.errors.slowDown)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `${vi_.reactions.like}: 1` })).toBeNull());
  });

  it('says so when reports come too fast', async () => {
    signInMember();
    server.use(mockEndpoint(commentList, page([makeComment()], false)), mockEndpoint(commentReport, () => errorResponse(429, 'Too many reports')));
    show();
    fireEvent.click(await screen.findByRole('button', { name: vi_.actions.label }));
    fireEvent.click(screen.getByRole('button', { name: vi_.report.action }));
    const form = screen.getByRole('group', { name: vi_.report.title });
    fireEvent.click(within(form).getByLabelText(vi_.report.reasons.spam));
    fireEvent.click(within(form.closest('form') ?? form).getByRole('button', { name: vi_.report.action }));
    expect(await screen.findByText(vi_.errors.slowDown)).toBeInTheDocument();
  });
});
