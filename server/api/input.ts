import * as z from 'zod/mini';
import type { Endpoint } from '@/lib/contract/endpoint';
import { ApiError } from './errors';
import { formatIssues } from './issues';

export const MAX_BODY_BYTES = 64 * 1024;

export interface Input<E extends Endpoint> {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
}

// The contract is written with zod's small build for the browser's sake; it carries no messages of its
// own, so the server loads the English ones that name what was expected.
z.config(z.locales.en());

const strictCache = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/** Unknown fields are refused everywhere, even where the contract's object is not strict. */
function strict(schema: z.ZodMiniType): z.ZodMiniType {
  let s = strictCache.get(schema);
  if (!s) {
    s = schema instanceof z.core.$ZodObject ? z.strictObject(schema._zod.def.shape) : schema;
    strictCache.set(schema, s);
  }
  return s;
}

function validate(schema: z.ZodMiniType, value: unknown, root: 'query' | 'body'): unknown {
  const result = strict(schema).safeParse(value, { reportInput: true });
  if (!result.success) throw new ApiError(422, formatIssues(result.error.issues, root));
  return result.data;
}

/** Query text as an object; a repeated key becomes an array (and so fails a scalar field). Empty values count as absent. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((v) => v !== '');
    if (values.length === 1) out[key] = values[0] as string;
    else if (values.length > 1) out[key] = values;
  }
  return out;
}

export async function readBodyText(req: Request, limit: number = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => new ApiError(413, `body: must be at most ${limit} bytes`);
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;
const notJson = () => new ApiError(415, 'body: must be sent as JSON with Content-Type: application/json');

/**
 * Bodies are JSON and say so. A form or `text/plain` post, which another site can make a browser send
 * without asking, is refused before it is read. A call with no body at all (guest-login, logout from
 * a command line) may leave the type out: it carries nothing to smuggle.
 */
async function readJsonBody(req: Request, limit?: number): Promise<unknown> {
  const type = req.headers.get('content-type');
  if (type !== null && !JSON_TYPE.test(type.trim())) throw notJson();
  const text = await readBodyText(req, limit);
  if (type === null && text !== '') throw notJson();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'body: malformed JSON');
  }
}

/** Validates a request against its endpoint's schemas and returns the typed input. */
export async function parseInput<E extends Endpoint>(endpoint: E, req: Request): Promise<Input<E>> {
  const query = validate(endpoint.query, queryObject(new URL(req.url)), 'query') as z.output<E['query']>;
  const body = (endpoint.method === 'GET' ? {} : validate(endpoint.body, await readJsonBody(req, endpoint.maxBodyBytes), 'body')) as z.output<E['body']>;
  return { query, body };
}
