import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Messages for the match page's client parts only: the scoreboard's words, of the live room the
 * timeline words it shares, the status words, and the booking button offered before kick-off. Nothing else inside reads messages in the browser, so the
 * layout's namespaces are not shipped a second time.
 */
export async function MatchMessages({ children }: { children: ReactNode }) {
  const { match, liveroom, common, schedule } = await getMessages();
  const messages = {
    match: { liveNow: match.liveNow },
    liveroom: { events: liveroom.events },
    common: { matchState: common.matchState, people: common.people },
    schedule: { booking: schedule.booking },
  };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
