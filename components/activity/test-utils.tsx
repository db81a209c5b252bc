import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import ToasterView from '@/components/app/toaster-view';
import { FeedViewerProvider } from '@/components/feed/feed-viewer';
import { testQueryClient } from '@/components/schedule/test-utils';
import type { EventCard } from '@/lib/api/queries/events';
import type { GroupCard, GroupDetail } from '@/lib/api/queries/groups';
import * as en from './test-messages-en';
import * as vi from './test-messages-vi';

export const ZONE = 'Asia/Ho_Chi_Minh';

interface RenderOptions {
  viewer?: number;
  client?: QueryClient;
  locale?: 'vi' | 'en';
}

/** Renders as the community pages do: the feed's and the section's messages, a fresh query client, the reader and the toaster. */
export function renderCommunity(ui: ReactElement, { viewer = 0, client = testQueryClient(), locale = 'vi' }: RenderOptions = {}): RenderResult & { client: QueryClient } {
  const messages = locale === 'vi' ? vi : en;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale={locale} timeZone={ZONE} messages={{ ...messages }}>
          <FeedViewerProvider serverViewer={viewer} timeZone={ZONE} renderedAt={Date.now()}>
            {children}
          </FeedViewerProvider>
          <ToasterView />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return Object.assign(render(ui, { wrapper: Providers }), { client });
}

let nextId = 700;

export function makeGroup(over: Partial<GroupCard> = {}): GroupCard {
  nextId += 1;
  return { id: nextId, name: 'Hội CĐV Hà Nội', description: 'Bàn chuyện Hà Nội FC', lang: 'vi', privacy: 'public', cover: null, memberCount: 12, href: `/bang-ton/nhom/${nextId}`, team: null, membership: 'none', role: null, ...over };
}

export function makeGroupDetail(over: Partial<GroupDetail> = {}): GroupDetail {
  const card = makeGroup(over);
  return { rules: ['Văn minh'], createdAt: Date.UTC(2025, 0, 5), creator: null, canRead: true, canModerate: false, canAdminister: false, pendingRequests: null, admins: [], pinnedPostIds: [], ...card, ...over };
}

export function makeEvent(over: Partial<EventCard> = {}): EventCard {
  nextId += 1;
  const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), logo: `/images/teams/${id}.png` });
  return {
    id: nextId,
    title: 'Xem chung Arsenal – Chelsea',
    lang: 'vi',
    state: 'scheduled',
    href: `/bang-ton/su-kien/${nextId}`,
    match: {
      fixtureId: 1002,
      league: { id: 2, name: 'Premier League', slug: 'premier-league', logo: '/images/leagues/2.png' },
      home: team(103, 'Arsenal'),
      away: team(104, 'Chelsea'),
      startTimestamp: Date.now() + 2 * 3_600_000,
      status: '14:00',
      scheduleStatus: 1,
      score: '',
      href: '/bong-da/arsenal-chelsea/1002',
      roomHref: null,
    },
    host: { userId: 900, displayName: 'Trần Minh Châu', profilePicture: null },
    place: { id: 5, kind: 'cafe', name: 'Góc Sân', city: 'Hà Nội', href: '/bang-ton/vi-tri/5' },
    room: null,
    group: null,
    capacity: null,
    goingCount: 3,
    interestedCount: 1,
    myRsvp: null,
    isHost: false,
    attendees: [],
    roomHref: null,
    ...over,
  };
}

/** A mocked answer held back until the test lets it through, to look at the page while the request is out. */
export class Gate<T> {
  private open: ((value: T) => void) | null = null;
  /** What the mock answers: a promise kept until `release`. */
  readonly hold = (): Promise<T> =>
    new Promise<T>((done) => {
      this.open = done;
    });
  get arrived(): boolean {
    return this.open !== null;
  }
  release(value: T): void {
    this.open?.(value);
  }
}
