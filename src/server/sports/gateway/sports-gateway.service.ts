import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLFormattedError,
} from 'graphql';
import {
  errorTexts,
  wireCode,
  type ErrorCode,
  type ErrorParams,
  type Language,
} from '#shared/errors/error-codes.ts';
import type { Sport } from '#shared/sports/sports.ts';
import type { AppError } from '#server/http/app-error.ts';
import type { Config } from '#server/config/env.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { SportsCaller, SportsLimitService } from '#server/rate-limits/sports-limit.service.ts';
import { isDemoId } from '#server/sports/demo/demo-dataset.ts';
import { ResponseCache } from '#server/sports/response-cache.ts';
import { sportsFailure } from '#server/sports/gateway/sports-failure.ts';
import {
  argumentValue,
  dataFieldCounts,
  dataFields,
  gatewayLimits,
  queryLimitsRule,
  rootFieldCost,
} from '#server/sports/gateway/gateway-limits.ts';
import { gatewaySchemas, type GatewayContext } from '#server/sports/gateway/gateway-schema.ts';
import type { SportsData, SportsSource } from '#server/sports/sports-data.ts';
import { SportsError } from '#server/sports/sports-error.ts';
import { BreakerOpenError } from '#server/sports/upstream/federation-breaker.ts';

/**
 * GraphQL over the sports data, behind GET|POST /api/swissunihockey|swissvolley|swisshandball:
 * reads and checks the request, parses and validates the query (documents cached), executes it
 * (answers cached a few seconds) and maps failures to `{errors: [{message, extensions: {code}}]}`
 * with 400 (bad query), 403 (club API key), 429 (the caller's limit), 500 or 502 (federation
 * down). Before a query runs, its cost (the root fields that may ask a federation) is counted
 * against the caller's limit (rate-limits/sports-limit.service.ts).
 */
export interface GatewayRequest {
  query: unknown;
  /** A JSON object, or a string holding one (GET). */
  variables: unknown;
  operationName: unknown;
}

export type GatewayStatus = 400 | 403 | 429 | 500 | 502;

export type GatewayAnswer =
  | {
      ok: true;
      /** The JSON answer in UTF-8, encoded once per kept answer. */
      body: Buffer;
      source: SportsSource;
      /**
       * The body gzip-compressed, made once per kept answer on libuv's threads, not on the
       * main thread (answers compressed per request cost it 4-5 s a minute under the load
       * bench; docs/export.md).
       */
      gzipped: () => Promise<Buffer>;
    }
  | {
      ok: false;
      status: GatewayStatus;
      body: { errors: GraphQLFormattedError[] };
      /** With 429: the seconds until the caller may ask again. */
      retryAfter?: number;
    };

/**
 * Who asks: the signed-in user (whose limit the query counts against) and the workspace the
 * request acts in (whose club keys it may use), else the caller's address.
 */
export interface GatewayCaller {
  userId: string | null;
  workspaceId: string | null;
  address: string;
}

export interface SportsGatewayDeps {
  sports: SportsData;
  /** Which data the sports run on: in demo mode no query asks a federation, so none costs. */
  mode: Config['sports']['mode'];
  limits: SportsLimitService;
  logger: Logger;
}

type PreparedCode = 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED' | 'QUERY_TOO_COMPLEX';

const statusOfCode: Record<string, GatewayStatus> = {
  BAD_REQUEST: 400,
  QUERY_TOO_LARGE: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  QUERY_TOO_COMPLEX: 400,
  BAD_USER_INPUT: 400,
  CLUB_API_KEY_REQUIRED: 403,
  CLUB_API_KEY_INVALID: 403,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL: 500,
};

/** Parsed and validated documents by sport and query text: a repeated query skips both steps. */
const documentCacheSize = 500;

/** The argument naming what a data field asks about; a demo id there asks no federation. */
const idArgument: Record<string, string> = {
  teams: 'clubId',
  games: 'teamId',
  game: 'gameId',
  standings: 'teamId',
};

/** Sports whose answers depend on the user's club API keys, so they are cached per user. */
const keyedSports = new Set<Sport>(['volleyball', 'handball']);

/**
 * Data answers are kept a few seconds: the federation data behind them is cached for minutes
 * anyway, and a club's volunteers opening the same team at once then cost one execution.
 */
const answerTtlMs = 5_000;

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

/** A refusal with a catalogue text; the response carries the entry's wire code. */
function refusal<C extends ErrorCode>(
  code: C,
  language: Language,
  ...params: ErrorParams<C> extends undefined ? [] : [ErrorParams<C>]
): Extract<GatewayAnswer, { ok: false }> {
  const wire = wireCode(code);
  const message = errorTexts(code, params[0] as ErrorParams<C>)[language];
  return {
    ok: false,
    status: statusOfCode[wire] ?? 400,
    body: { errors: [{ message, extensions: { code: wire } }] },
  };
}

/** A catalogue error as the gateway's `{errors: [{message, extensions: {code}}]}` answer. */
function appErrorAnswer(
  error: AppError,
  language: Language,
): Extract<GatewayAnswer, { ok: false }> {
  return {
    ok: false,
    status: error.status as GatewayStatus,
    body: { errors: [{ message: error.messages[language], extensions: { code: error.code } }] },
  };
}

const gzipAsync = promisify(gzip);

/** `make`'s promise, made at the first call and answered to every call after it. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** An answer other than data; thrown out of the answer cache so that it is never kept. */
class Refusal {
  constructor(readonly answer: Extract<GatewayAnswer, { ok: false }>) {}
}

export function createSportsGatewayService({ sports, mode, limits, logger }: SportsGatewayDeps) {
  const documents = new Map<string, DocumentNode>();
  const answers = new ResponseCache({ maxEntries: 2_000 });

  function prepare(
    sport: Sport,
    query: string,
  ): DocumentNode | { errors: GraphQLFormattedError[]; code: PreparedCode } {
    const cacheKey = `${sport}\n${query}`;
    const cached = documents.get(cacheKey);
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
      const code: PreparedCode = tooComplex ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_VALIDATION_FAILED';
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
    if (documents.size >= documentCacheSize) documents.clear();
    documents.set(cacheKey, document);
    return document;
  }

  /**
   * What a query may cost the federations, in units of the caller's limit: one per data root
   * field, none for a field about demo data (auto mode keeps demo ids with the demo dataset) and
   * none at all in demo mode.
   */
  function costOf(
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown> | undefined,
  ): number {
    if (mode === 'demo') return 0;
    return rootFieldCost(document, operationName, (field: FieldNode) => {
      const name = field.name.value;
      if (!dataFields.has(name)) return 0;
      const argument = idArgument[name];
      const id = argument === undefined ? null : argumentValue(field, argument, variables);
      return mode === 'auto' && id !== null && isDemoId(id) ? 0 : 1;
    });
  }

  async function run(
    sport: Sport,
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
    workspaceId: string | null,
    language: Language,
  ): Promise<{ body: Buffer; source: SportsSource; gzipped: () => Promise<Buffer> }> {
    const served = new Set<SportsSource>();
    const contextValue: GatewayContext = {
      sport,
      sportsData: sports,
      query: { workspaceId, onSource: (source) => served.add(source) },
    };
    const result = await execute({
      schema: gatewaySchemas[sport],
      document,
      contextValue,
      variableValues: variables,
      operationName,
    });
    if (result.errors && result.errors.length > 0) {
      const causes = result.errors.map((error) => error.originalError);
      const failed = result.errors.find((error) => error.originalError instanceof SportsError);
      if (failed) {
        const sportsError = failed.originalError as SportsError;
        const field = typeof failed.path?.[0] === 'string' ? failed.path[0] : undefined;
        // A call its breaker held back was not made: the federation's fall was logged once.
        if (!(sportsError instanceof BreakerOpenError))
          logger.warn('sports gateway: upstream failure', {
            sport,
            field,
            kind: sportsError.kind,
            federation: sportsError.place?.federation,
            path: sportsError.place?.path,
            error: sportsError.message,
          });
        throw new Refusal(appErrorAnswer(sportsFailure(sportsError, field), language));
      }
      const unexpected = causes.find((cause) => cause !== undefined);
      if (unexpected) {
        logger.error('sports gateway: resolver failed', { sport, error: unexpected });
        throw new Refusal(refusal('INTERNAL', language));
      }
      // No cause: graphql refused the request itself (variables of the wrong type, unknown operation).
      throw new Refusal({
        ok: false,
        status: 400,
        body: {
          errors: result.errors.map((error) => ({
            message: error.message,
            extensions: { code: 'BAD_USER_INPUT' },
          })),
        },
      });
    }
    const source: SportsSource = served.has('demo')
      ? 'demo'
      : served.has('live')
        ? 'live'
        : sports.sources()[sport];
    const body = Buffer.from(JSON.stringify({ data: result.data, extensions: { source } }));
    return { body, source, gzipped: once(() => gzipAsync(body)) };
  }

  return {
    /** The answer to one request; a null request is a body that was no JSON. */
    async answer(
      sport: Sport,
      request: GatewayRequest | null,
      caller: GatewayCaller,
      language: Language,
    ): Promise<GatewayAnswer> {
      const { userId, workspaceId } = caller;
      if (!request || typeof request.query !== 'string' || request.query.trim() === '') {
        return refusal('SPORTS_QUERY_MISSING', language);
      }
      if (request.query.length > gatewayLimits.maxQueryLength) {
        return refusal('QUERY_TOO_LARGE', language, { maxLength: gatewayLimits.maxQueryLength });
      }
      const variables = readVariables(request.variables);
      if (variables === invalidVariables) return refusal('SPORTS_VARIABLES_INVALID', language);

      const prepared = prepare(sport, request.query);
      if ('errors' in prepared) {
        return {
          ok: false,
          status: statusOfCode[prepared.code] ?? 400,
          body: { errors: prepared.errors },
        };
      }

      const mostDataFields = Math.max(0, ...dataFieldCounts(prepared));
      if (mostDataFields > gatewayLimits.maxDataFields) {
        return refusal('SPORTS_QUERY_TOO_MANY_FIELDS', language, {
          max: gatewayLimits.maxDataFields,
        });
      }

      const operationName =
        typeof request.operationName === 'string' ? request.operationName : undefined;
      const counted: SportsCaller =
        userId !== null ? { kind: 'user', userId } : { kind: 'address', address: caller.address };
      const wait = await limits.charge(counted, costOf(prepared, operationName, variables));
      if (wait > 0) return { ...refusal('RATE_LIMITED', language), retryAfter: wait };

      const cacheKey = [
        sport,
        keyedSports.has(sport) ? (workspaceId ?? '') : '',
        language,
        operationName ?? '',
        variables === undefined ? '' : JSON.stringify(variables),
        request.query,
      ].join('\n');
      try {
        const { body, source, gzipped } = await answers.get(
          cacheKey,
          () => run(sport, prepared, variables, operationName, workspaceId, language),
          () => answerTtlMs,
        );
        return { ok: true, body, source, gzipped };
      } catch (error) {
        if (error instanceof Refusal) return error.answer;
        throw error;
      }
    },
  };
}

export type SportsGatewayService = ReturnType<typeof createSportsGatewayService>;
