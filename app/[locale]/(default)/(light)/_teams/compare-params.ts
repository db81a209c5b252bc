import { routeValidationNotFound } from '@/components/app/route-validation';
import { positiveId } from '@/lib/domain/football-urls';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The ids of a comparison's query (`?p1=&p2=` or `?id1=&id2=`): absent is null, anything that is
 * not one positive id is the route-validation 404. Also the query to keep when one side changes.
 */
export function compareIds(sp: SearchParams, keys: readonly [string, string], requested: string): { ids: [number | null, number | null]; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const read = (key: string): number | null => {
    const raw = sp[key];
    if (raw === undefined || raw === '') return null;
    const id = typeof raw === 'string' ? positiveId(raw) : null;
    if (id === null) routeValidationNotFound(requested);
    params[key] = String(id);
    return id;
  };
  return { ids: [read(keys[0]), read(keys[1])], params };
}
