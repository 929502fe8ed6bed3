/**
 * Calls to Meta's Graph APIs (graph.instagram.com, graph.facebook.com and the token endpoints):
 * parameters as a query or a form, answers as JSON, refusals as Meta's error object, read into
 * what the publishing job must do next (ADR 059). Tokens travel as parameters and are never
 * logged: a failure names Meta's code, never the URL.
 */

/** What a refusal asks of us. */
export type MetaFailureKind =
  /** The token is revoked or expired (190): the channel must be connected again. */
  | 'token'
  /** The account's 24-hour publishing quota is used up (9 / 2207042). */
  | 'quota'
  /** Meta refused the image or video: format, size, ratio, download (9004, 36000-36003, 351, 2207xxx). */
  | 'image'
  /** The container is not ready yet (9007 / 2207027): ask again shortly. */
  | 'not-ready'
  /** Worth another try later: rate limits (4, 17, 32, 613), is_transient, 5xx. */
  | 'transient'
  /** Anything else Meta refused for good. */
  | 'refused';

/** Meta answered with a refusal. */
export class MetaApiError extends Error {
  override name = 'MetaApiError';
  constructor(
    readonly status: number,
    readonly code: number,
    readonly subcode: number | undefined,
    readonly kind: MetaFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * No answer (a timeout, a dropped connection) or one that was not Meta's: whether Meta did the
 * work is unknown. A publish call that ends so is never simply repeated (ADR 059).
 */
export class MetaUncertainError extends Error {
  override name = 'MetaUncertainError';
}

const rateLimitCodes = new Set([4, 17, 32, 613, 80001, 80002]);
/** Meta refused the file: an image's (9004, 36000-36003, 324) or a Page video's (351, 6000). */
const imageCodes = new Set([9004, 36000, 36001, 36003, 324, 351, 6000]);
const imageSubcodes = new Set([
  2207003, 2207004, 2207005, 2207009, 2207026, 2207052, 2207028, 2207020,
]);

/** What a refusal of Meta's asks of us, from its code and subcode. */
export function failureKind(
  status: number,
  error: { code?: number; error_subcode?: number; is_transient?: boolean },
): MetaFailureKind {
  const code = error.code ?? 0;
  const subcode = error.error_subcode;
  if (code === 190 || code === 102) return 'token';
  if (subcode === 2207042) return 'quota';
  if (code === 9007 && subcode === 2207027) return 'not-ready';
  if (imageCodes.has(code) || (subcode !== undefined && imageSubcodes.has(subcode))) {
    return 'image';
  }
  if (rateLimitCodes.has(code) || error.is_transient === true || status >= 500) {
    return 'transient';
  }
  if (code === 1 || code === 2) return 'transient';
  return 'refused';
}

export interface GraphCall {
  method: 'GET' | 'POST';
  /** The full URL without parameters. */
  url: string;
  params: Record<string, string>;
  timeoutMs: number;
  /** Headers of their own (the Reel's upload on rupload.facebook.com takes its token so). */
  headers?: Record<string, string>;
}

/** One call; the JSON answer, or a MetaApiError / MetaUncertainError. */
export async function graphCall<T>(call: GraphCall): Promise<T> {
  const url = new URL(call.url);
  let body: URLSearchParams | undefined;
  if (call.method === 'GET') {
    for (const [key, value] of Object.entries(call.params)) url.searchParams.set(key, value);
  } else {
    body = new URLSearchParams(call.params);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      body,
      headers: { accept: 'application/json', ...call.headers },
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new MetaUncertainError(
      `no answer from ${url.host}${url.pathname.replace(/\/\d{6,}/g, '/{id}')}: ${error instanceof Error ? error.name : 'error'}`,
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    if (response.status >= 500) {
      throw new MetaApiError(response.status, 0, undefined, 'transient', `HTTP ${response.status}`);
    }
    throw new MetaUncertainError(`an answer that is not JSON (HTTP ${response.status})`);
  }
  const upload = (json as { debug_info?: Record<string, unknown> } | null)?.debug_info;
  if (upload && !(json as { success?: unknown }).success) {
    // The upload host (rupload.facebook.com) answers its refusals as `debug_info`.
    const kind: MetaFailureKind =
      upload.retriable === true || response.status >= 500
        ? 'transient'
        : upload.type === 'AuthError' || response.status === 401
          ? 'token'
          : 'image';
    throw new MetaApiError(
      response.status,
      0,
      undefined,
      kind,
      `Meta refused the upload: ${typeof upload.type === 'string' ? upload.type : '?'} (HTTP ${response.status})`,
    );
  }
  const error = (json as { error?: Record<string, unknown> } | null)?.error;
  if (!response.ok || error) {
    const fields = {
      code: typeof error?.code === 'number' ? error.code : undefined,
      error_subcode: typeof error?.error_subcode === 'number' ? error.error_subcode : undefined,
      is_transient: error?.is_transient === true,
    };
    throw new MetaApiError(
      response.status,
      fields.code ?? 0,
      fields.error_subcode,
      failureKind(response.status, fields),
      `Meta refused: code ${fields.code ?? '?'}${fields.error_subcode ? `/${fields.error_subcode}` : ''} (HTTP ${response.status})`,
    );
  }
  return json as T;
}
