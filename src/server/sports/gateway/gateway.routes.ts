import type { Context } from 'hono';
import { Hono } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { sportApiPath, sports } from '#shared/sports/sports.ts';
import type { AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { requestLanguage } from '#server/http/app-error.ts';
import { clientIp } from '#server/http/client-ip.ts';
import type { GatewayRequest } from '#server/sports/gateway/sports-gateway.service.ts';

/**
 * GET /api/swissunihockey|swissvolley|swisshandball?query=... and POST {query, variables}:
 * GraphQL over the sports data. Answers `{data, extensions: {source}}` with the source also in
 * the X-Sports-Source header (so the UI can mark demo data), or `{errors: [{message,
 * extensions: {code}}]}` with 400 (bad query), 403 (club API key), 429 with Retry-After (the
 * caller's limit: per user when signed in, else per address) or 502 (federation down).
 */
function readGetRequest(c: Context): GatewayRequest {
  return {
    query: c.req.query('query'),
    variables: c.req.query('variables'),
    operationName: c.req.query('operationName'),
  };
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  const accepted = parseAccept(header ?? '');
  const chosen =
    accepted.find((encoding) => encoding.type.toLowerCase() === 'gzip') ??
    accepted.find((encoding) => encoding.type === '*');
  return (chosen?.q ?? 0) > 0;
}

/** The fields of a JSON body, or null when the body is no JSON. */
async function readPostRequest(c: Context): Promise<GatewayRequest | null> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return null;
  }
  const fields =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return { query: fields.query, variables: fields.variables, operationName: fields.operationName };
}

export function sportsGatewayRoutes(ctx: AppContext) {
  const gateway = ctx.services.sportsGateway;
  const app = new Hono<{ Variables: AuthVariables }>();
  for (const sport of sports) {
    const handle = async (c: Context<{ Variables: AuthVariables }>) => {
      const request = c.req.method === 'GET' ? readGetRequest(c) : await readPostRequest(c);
      const answer = await gateway.answer(
        sport,
        request,
        {
          userId: c.get('user')?.id ?? null,
          workspaceId: c.get('workspace')?.id ?? null,
          address: clientIp(c, ctx.config.trustProxy),
        },
        requestLanguage(c.req.raw.headers),
      );
      if (!answer.ok) {
        if (answer.retryAfter !== undefined) c.header('Retry-After', String(answer.retryAfter));
        return c.json(answer.body, answer.status);
      }
      const headers = {
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Sports-Source': answer.source,
        Vary: 'Accept-Encoding',
      };
      // A kept answer goes out gzip-compressed as it was compressed once, so the compression
      // middleware leaves it be; a short one (under 1 KB) as it is, with its length, which the
      // middleware leaves be too.
      const { body } = answer;
      const gzipped =
        body.length >= 1024 && acceptsGzip(c.req.header('accept-encoding'))
          ? await answer.gzipped()
          : null;
      const bytes = gzipped ?? body;
      return c.body(
        new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
        200,
        {
          ...headers,
          ...(gzipped ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(body.length) }),
        },
      );
    };
    app.get(`/${sportApiPath[sport]}`, handle);
    app.post(`/${sportApiPath[sport]}`, handle);
  }
  return app;
}
