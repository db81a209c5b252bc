import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Messages for the match page's client parts only: the scoreboard's words (spoiler-free mode's too), of the live room the
 * timeline words it shares, the status words, and the booking button offered before kick-off. Nothing else inside reads messages in the browser, so the
 * layout's namespaces are not shipped a second time.
 */
export async function MatchMessages({ children }: { children: ReactNode }) {
  const { match, liveroom, common, schedule } = await getMessages();
  const messages = {
    match: { liveNow: match.liveNow, scoreHidden: match.scoreHidden, revealScore: match.revealScore },
    liveroom: { events: liveroom.events },
    common: { matchState: common.matchState, people: common.people },
    schedule: { booking: schedule.booking },
  };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
