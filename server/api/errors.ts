/**
 * The one error type of the API. Every failure answers the envelope `{ code, msg, data: null }`
 * with the HTTP status equal to `code`.
 *
 * Input rule, applied to every endpoint:
 * - a POST another site's page made (Origin, Sec-Fetch-Site) → 403
 * - a body sent as anything but `application/json`       → 415
 * - a body that is not JSON                               → 400
 * - valid JSON or a query that breaks the schema
 *   (wrong type, out of range, unknown field, bad format) → 422, `msg` names the field
 * - a body over MAX_BODY_BYTES                            → 413
 * - an unknown path → 404; a known path with another method → 405
 */
export type ApiErrorCode = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ApiErrorCode, msg: string, headers: Record<string, string> = {}) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.headers = headers;
  }

  toResponse(): Response {
    return new Response(JSON.stringify({ code: this.code, msg: this.message, data: null }), {
      status: this.code,
      headers: { 'content-type': 'application/json; charset=utf-8', ...this.headers },
    });
  }
}

export const unauthorized = (msg = 'Unauthorized') => new ApiError(401, msg);
export const notFound = (msg = 'Not found') => new ApiError(404, msg);
export const unprocessable = (field: string, problem: string) => new ApiError(422, `${field}: ${problem}`);

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
