import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { highlightDetail } from '@/lib/contract/highlights';
import { siteSearch, type SearchResults } from '@/lib/contract/search';
import newsroom from '@/messages/en/newsroom.json';
import viNewsroom from '@/messages/vi/newsroom.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { goalClips, makeClip } from '@/tests/mocks/highlights-data';
import { server } from '@/tests/mocks/server';
import { refusalOf, type EditorBlock } from './draft-state';
import { HighlightField } from './highlight-field';
import { useRefusalText } from './use-refusal-text';

const api = startMockApi();
type HighlightBlock = Extract<EditorBlock, { kind: 'highlight' }>;

const none = { items: [], hasMore: false };
const results = (clip: SearchResults['clip']): SearchResults => ({ match: none, team: none, player: none, league: none, room: none, tip: none, article: none, clip, post: none, member: none, group: none, place: none });

/** The field as the block editor holds it, its block kept in state. */
function Harness({ initial, seen }: { initial: HighlightBlock; seen: HighlightBlock[] }) {
  const [block, setBlock] = useState(initial);
  return <HighlightField block={block} onChange={(b) => { seen.push(b); setBlock(b); }} />;
}

function renderField(initial: HighlightBlock = { kind: 'highlight', clipId: null, clip: null }) {
  const seen: HighlightBlock[] = [];
  render(
    <NextIntlClientProvider locale="en" messages={{ newsroom }} timeZone="Asia/Ho_Chi_Minh">
      <Harness initial={initial} seen={seen} />
    </NextIntlClientProvider>,
  );
  return seen;
}

const search = () => screen.getByRole('searchbox', { name: 'Find a highlight clip' });

describe('the highlight clip picker', () => {
  it('searches clips only, shows poster, title and length, and embeds the one picked as a card', async () => {
    const asked: string[] = [];
    server.use(mockEndpoint(siteSearch, ({ query }) => (asked.push(`${query.q}/${query.kind}`), results({ items: goalClips, hasMore: false }))));
    const seen = renderField();
    expect(screen.getByText('Type at least two letters to search the clips.')).toBeInTheDocument();
    fireEvent.change(search(), { target: { value: 'saka' } });
    const pick = await screen.findByRole('button', { name: "Embed Bàn thắng 88': Bukayo Saka (0:30)" });
    expect(asked).toEqual(['saka/clip']);
    expect(pick.querySelector('img')).toHaveAttribute('src', `/media/highlights/${goalClips[1]?.id}.svg`);
    fireEvent.click(pick);
    expect(seen.at(-1)).toMatchObject({ clipId: goalClips[1]?.id });
    const card = screen.getByTestId('chosen-clip');
    expect(card).toHaveTextContent("Bàn thắng 88': Bukayo Saka");
    expect(card).toHaveTextContent('Length 0:30');
    expect(screen.queryByTestId('clip-picker')).not.toBeInTheDocument();
    // The card's own answers came from the search: no further call.
    expect(api.calls(highlightDetail.path)).toHaveLength(0);
  });

  it('says when nothing matches', async () => {
    server.use(mockEndpoint(siteSearch, results(none)));
    renderField();
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(await screen.findByRole('status')).toHaveTextContent('No clip matches “zzz”.');
  });

  it('loads the card of a clip the article already embeds, and its remove button brings the picker back', async () => {
    const clip = makeClip();
    server.use(mockEndpoint(highlightDetail, { clip, moments: [], related: [] }));
    const seen = renderField({ kind: 'highlight', clipId: clip.id, clip: null });
    expect(await screen.findByText(clip.title)).toBeInTheDocument();
    expect(screen.getByText('Length 5:00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove this clip' }));
    expect(seen.at(-1)).toEqual({ kind: 'highlight', clipId: null, clip: null });
    expect(search()).toBeInTheDocument();
  });

  it('names a clip readers cannot watch by its number', async () => {
    server.use(mockEndpoint(highlightDetail, () => errorResponse(404, 'No such clip')));
    renderField({ kind: 'highlight', clipId: 4242, clip: null });
    await waitFor(() => expect(screen.getByTestId('chosen-clip')).toHaveTextContent('Clip #4242 cannot be shown to readers'));
  });
});

function Refusal({ message }: { message: string }) {
  return <p>{useRefusalText()(refusalOf(422, message))}</p>;
}

describe('a refused clip', () => {
  it("names the block and its language in the editor's language", () => {
    render(
      <NextIntlClientProvider locale="vi" messages={{ newsroom: viNewsroom }} timeZone="Asia/Ho_Chi_Minh">
        <Refusal message="body.en.1: clip not published yet" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Khối 2 (English): clip này chưa được đăng, nên chưa thể đăng bài kèm nó.')).toBeInTheDocument();
  });
});
