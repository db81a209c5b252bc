import { cache } from 'react';
import { headers } from 'next/headers';
import { userInfoQuery } from '@/lib/api/queries/accounts';
import { resolveRequestContext } from '@/lib/api/request-context';
import { isMemberShell } from '@/lib/seo/page-headers';
import { serverData } from './server-query';

/**
 * The member this request is for (0 for a guest or an expired token), once per request. Pages key
 * their per-member queries with it, as the browser does with the session's member.
 */
export const serverViewer = cache(async (): Promise<number> => {
  // A guest token would only answer "guest": no need to ask.
  if (!(await resolveRequestContext()).token) return 0;
  const user = await serverData(userInfoQuery());
  return user && !user.isGuest ? user.userId : 0;
});

/**
 * Whether this page is drawn as the members' shell (see PageCachePolicy.memberShell): its calls carry
 * no member's token, so the viewer above is 0, and the page leaves the member's view to the browser.
 */
export const drawnAsMemberShell = cache(async (): Promise<boolean> => isMemberShell(await headers()));
