import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resetSessionStore } from '@/lib/stores/session-store';
import { FeedViewerProvider, OnceViewerKnown, useFeedViewer } from './feed-viewer';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const memberToken = `${part({ alg: 'HS256' })}.${part({ sub: '37' })}.signature`;

function Reader() {
  const { viewer } = useFeedViewer();
  return <p>viewer {viewer}</p>;
}

function page(memberShell: boolean) {
  render(
    <FeedViewerProvider serverViewer={0} memberShell={memberShell} timeZone="UTC" renderedAt={0}>
      <OnceViewerKnown placeholder={<p>waiting</p>}>
        <Reader />
      </OnceViewerKnown>
    </FeedViewerProvider>,
  );
}

describe('FeedViewerProvider', () => {
  // The session is still being checked in every case: its answer is not in yet.
  beforeEach(() => resetSessionStore());
  afterEach(() => {
    document.cookie = 'token=; max-age=0; path=/';
  });

  it('on a members’ shell, reads the lists as the member the token names before the session answers', () => {
    document.cookie = `token=${memberToken}; path=/`;
    page(true);
    expect(screen.getByText('viewer 37')).toBeInTheDocument();
  });

  it('on a members’ shell without a member’s token, waits for the session', () => {
    page(true);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('on a page drawn for its reader, keeps the server’s reader until the session answers', () => {
    document.cookie = `token=${memberToken}; path=/`;
    page(false);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
