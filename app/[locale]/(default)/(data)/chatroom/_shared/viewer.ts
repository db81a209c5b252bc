import { cache } from 'react';
import '@/lib/api/server-context';
import { resolveRequestContext } from '@/lib/api/request-context';
import { userInfoCall } from '@/lib/contract/user';
import { serverApi } from '@/server/api/server-api';

/** The member this request is for (0 for a guest or an expired token), once per request. */
export const serverViewer = cache(async (): Promise<number> => {
  if (!(await resolveRequestContext()).token) return 0;
  const user = await serverApi(userInfoCall);
  return user && !user.isGuest ? user.userId : 0;
});
