import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
} from 'graphql';
import type { Language } from '#shared/errors/error-codes.ts';
import { sportApiPath, sports, type Sport } from '#shared/sports/sports.ts';
import type { AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { requestLanguage } from '#server/http/app-error.ts';
import { ResponseCache } from '#server/sports/response-cache.ts';
import { gatewayLimits, queryLimitsRule } from '#server/sports/gateway/gateway-limits.ts';
import { gatewaySchemas, type GatewayContext } from '#server/sports/gateway/gateway-schema.ts';
import type { SportsSource } from '#server/sports/sports-data.ts';
import { SportsError } from '#server/sports/sports-error.ts';

/**
 * GET /api/swissunihockey|swissvolley|swisshandball?query=... and POST {query, variables}:
 * GraphQL over the sports data. Answers `{data, extensions: {source}}` with the source also in
 * the X-Sports-Source header (so the UI can mark demo data), or `{errors: [{message,
 * extensions: {code}}]}` with 400 (bad query), 403 (club API key) or 502 (federation down).
 */
type GatewayCode =
  | 'BAD_REQUEST'
  | 'QUERY_TOO_LARGE'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'QUERY_TOO_COMPLEX'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'CLUB_API_KEY_REQUIRED'
  | 'CLUB_API_KEY_INVALID'
  | 'INTERNAL';

const texts = {
  BAD_REQUEST: {
    de: 'Die Anfrage braucht eine Abfrage im Parameter query',
    en: 'The request needs a query in the query parameter',
  },
  QUERY_TOO_LARGE: {
    de: `Die Abfrage ist zu lang (höchstens ${gatewayLimits.maxQueryLength} Zeichen)`,
    en: `The query is too long (at most ${gatewayLimits.maxQueryLength} characters)`,
  },
  UPSTREAM_UNAVAILABLE: {
    de: 'Die Spieldaten sind gerade nicht erreichbar',
    en: 'The game data is not reachable right now',
  },
  CLUB_API_KEY_REQUIRED: {
    de: 'Für diesen Club muss zuerst ein API-Schlüssel hinterlegt werden',
    en: 'An API key must first be stored for this club',
  },
  CLUB_API_KEY_INVALID: {
    de: 'Der hinterlegte API-Schlüssel wurde vom Verband abgelehnt',
    en: 'The federation rejected the stored API key',
  },
  INTERNAL: { de: 'Ein unerwarteter Fehler ist aufgetreten', en: 'An unexpected error occurred' },
};

const statusOf: Record<GatewayCode, 400 | 403 | 500 | 502> = {
  BAD_REQUEST: 400,
  QUERY_TOO_LARGE: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  QUERY_TOO_COMPLEX: 400,
  BAD_USER_INPUT: 400,
  CLUB_API_KEY_REQUIRED: 403,
  CLUB_API_KEY_INVALID: 403,
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL: 500,
};

interface GraphqlRequest {
  query: unknown;
  variables: Variables;
  operationName: unknown;
}

/** Parsed and validated documents by sport and query text: a repeated query skips both steps. */
const documentCache = new Map<string, DocumentNode>();
const documentCacheSize = 500;

function gatewayError(
  code: GatewayCode,
  message: string,
): { status: number; body: { errors: GraphQLFormattedError[] } } {
  return { status: statusOf[code], body: { errors: [{ message, extensions: { code } }] } };
}

function prepare(
  sport: Sport,
  query: string,
): DocumentNode | { errors: GraphQLFormattedError[]; code: GatewayCode } {
  const cacheKey = `${sport}\n${query}`;
  const cached = documentCache.get(cacheKey);
  if (cached) return cached;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: gatewayLimits.maxTokens });
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'Syntax Error';
    return {
      code: 'GRAPHQL_PARSE_FAILED',
      errors: [{ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
    };
  }
  const errors = validate(gatewaySchemas[sport], document, [...specifiedRules, queryLimitsRule]);
  if (errors.length > 0) {
    const tooComplex = errors.some((error) => error.extensions.code === 'QUERY_TOO_COMPLEX');
    const code: GatewayCode = tooComplex ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_VALIDATION_FAILED';
    return {
      code,
      errors: errors.map((error) => ({
        message: error.message,
        ...(error.locations ? { locations: error.locations } : {}),
        extensions: {
          code: typeof error.extensions.code === 'string' ? error.extensions.code : code,
        },
      })),
    };
  }
  if (documentCache.size >= documentCacheSize) documentCache.clear();
  documentCache.set(cacheKey, document);
  return document;
}

const invalidVariables = Symbol('invalid variables');
type Variables = Record<string, unknown> | undefined | typeof invalidVariables;

/** Variables must be a JSON object when given at all. */
function readVariables(value: unknown): Variables {
  if (value === undefined || value === null || value === '') return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return invalidVariables;
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : invalidVariables;
}

function readGetRequest(c: Context): GraphqlRequest {
  return {
    query: c.req.query('query'),
    variables: readVariables(c.req.query('variables')),
    operationName: c.req.query('operationName'),
  };
}

async function readPostRequest(c: Context): Promise<GraphqlRequest | null> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return null;
  }
  const fields = asObject(body);
  return {
    query: fields.query,
    variables: readVariables(fields.variables),
    operationName: fields.operationName,
  };
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An answer other than data; thrown out of the answer cache so that it is never kept. */
class Refusal {
  constructor(
    readonly status: number,
    readonly body: { errors: GraphQLFormattedError[] },
  ) {}
}

interface Answer {
  body: string;
  source: SportsSource;
}

/** Sports whose answers depend on the user's club API keys, so they are cached per user. */
const keyedSports = new Set<Sport>(['volleyball', 'handball']);

/**
 * Data answers are kept a few seconds: the federation data behind them is cached for minutes
 * anyway, and a club's volunteers opening the same team at once then cost one execution.
 */
const answerTtlMs = 5_000;

export function sportsGatewayRoutes(ctx: AppContext) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const answers = new ResponseCache({ maxEntries: 2_000 });

  async function answer(
    sport: Sport,
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
    userId: string | null,
    language: Language,
  ): Promise<Answer> {
    const served = new Set<SportsSource>();
    const contextValue: GatewayContext = {
      sport,
      sportsData: ctx.sports,
      query: { userId, onSource: (source) => served.add(source) },
    };
    const result = await execute({
      schema: gatewaySchemas[sport],
      document,
      contextValue,
      variableValues: variables,
      operationName,
    });
    if (result.errors && result.errors.length > 0) {
      const refuse = (code: GatewayCode) => {
        const { status, body } = gatewayError(
          code,
          texts[code as keyof typeof texts]?.[language] ?? code,
        );
        return new Refusal(status, body);
      };
      const causes = result.errors.map((error) => error.originalError);
      const sportsError = causes.find(
        (cause): cause is SportsError => cause instanceof SportsError,
      );
      if (sportsError) {
        ctx.logger.warn('sports gateway: upstream failure', {
          sport,
          kind: sportsError.kind,
          error: sportsError.message,
        });
        if (sportsError.kind === 'club-api-key-required') throw refuse('CLUB_API_KEY_REQUIRED');
        if (sportsError.kind === 'club-api-key-invalid') throw refuse('CLUB_API_KEY_INVALID');
        throw refuse('UPSTREAM_UNAVAILABLE');
      }
      const unexpected = causes.find((cause) => cause !== undefined);
      if (unexpected) {
        ctx.logger.error('sports gateway: resolver failed', { sport, error: unexpected });
        throw refuse('INTERNAL');
      }
      // No cause: graphql refused the request itself (variables of the wrong type, unknown operation).
      throw new Refusal(400, {
        errors: result.errors.map((error) => ({
          message: error.message,
          extensions: { code: 'BAD_USER_INPUT' },
        })),
      });
    }
    const source: SportsSource = served.has('demo')
      ? 'demo'
      : served.has('live')
        ? 'live'
        : ctx.sports.sources()[sport];
    return { body: JSON.stringify({ data: result.data, extensions: { source } }), source };
  }

  for (const sport of sports) {
    const handle = async (c: Context<{ Variables: AuthVariables }>) => {
      const language = requestLanguage(c.req.raw.headers);
      const fail = (code: GatewayCode, message?: string) => {
        const { status, body } = gatewayError(
          code,
          message ?? texts[code as keyof typeof texts]?.[language] ?? code,
        );
        return c.json(body, status as 400);
      };

      const request = c.req.method === 'GET' ? readGetRequest(c) : await readPostRequest(c);
      if (!request || typeof request.query !== 'string' || request.query.trim() === '')
        return fail('BAD_REQUEST');
      if (request.query.length > gatewayLimits.maxQueryLength) return fail('QUERY_TOO_LARGE');
      const variables = request.variables;
      if (variables === invalidVariables)
        return fail('BAD_USER_INPUT', 'variables must be a JSON object');

      const prepared = prepare(sport, request.query);
      if ('errors' in prepared)
        return c.json({ errors: prepared.errors }, statusOf[prepared.code] as 400);

      const userId = c.get('user')?.id ?? null;
      const operationName =
        typeof request.operationName === 'string' ? request.operationName : undefined;
      const cacheKey = [
        sport,
        keyedSports.has(sport) ? (userId ?? '') : '',
        language,
        operationName ?? '',
        variables === undefined ? '' : JSON.stringify(variables),
        request.query,
      ].join('\n');
      try {
        const { body, source } = await answers.get(
          cacheKey,
          () => answer(sport, prepared, variables, operationName, userId, language),
          () => answerTtlMs,
        );
        return c.body(body, 200, {
          'Content-Type': 'application/json; charset=UTF-8',
          'X-Sports-Source': source,
        });
      } catch (error) {
        if (error instanceof Refusal) return c.json(error.body, error.status as 400);
        throw error;
      }
    };
    app.get(`/${sportApiPath[sport]}`, handle);
    app.post(`/${sportApiPath[sport]}`, handle);
  }
  return app;
}
