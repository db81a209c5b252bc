import { getResponse, http, HttpResponse } from 'msw';
import type { Scenario } from '../scenario';

/** A list emptied, in either shape the contract uses: a bare array, or a page `{ list, total }`. */
function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (typeof data === 'object' && data !== null && 'list' in data && Array.isArray(data.list)) {
    return { ...data, list: [], ...('total' in data ? { total: 0 } : {}) };
  }
  return data;
}

export const empty: Scenario = {
  name: 'empty',
  about: 'Every list comes back empty: schedules, rooms, results, messages, feeds.',
  handlers: (_param, normal) => [
    http.all('*', async ({ request }) => {
      const answer = await getResponse([...normal], request.clone());
      if (!answer?.ok) return answer;
      const body = (await answer.json()) as { code: number; msg: string; data: unknown };
      return HttpResponse.json({ ...body, data: emptied(body.data) }, { status: answer.status });
    }),
  ],
};
