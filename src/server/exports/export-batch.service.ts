import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import yazl from 'yazl';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { ExportResult } from '#server/exports/export.service.ts';
import type { ExportShare } from '#server/exports/export-places.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import {
  batchErrorsEntry,
  batchPosition,
  exportBatchRequestSchema,
  maxBatchPosts,
  type ExportBatchRequest,
} from '#shared/exports/export-batch.ts';
import {
  batchEntryName,
  batchFileName,
  gamePostFileName,
  overviewFileName,
  pairingOf,
  standingsFileName,
} from '#shared/exports/file-names.ts';
import { isSport, type Game } from '#shared/sports/sports.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';
import { assertWindow } from '#server/weekend/weekend.service.ts';

/**
 * POST /api/exports/batch behind the route: the posts of a weekend as one ZIP, streamed as each
 * image is ready. Every post goes through the single export (its checks, the plan, the render
 * slots and the admission limits, counted as one export each); at most two of one batch are in
 * flight, the user's share of the admission, so a batch never holds more of the render slots
 * than a person clicking twice. A post refused for being busy waits and tries again; a post
 * that fails is left out and named in errors.txt, the others still come. Entries are stored
 * (PNG is compressed already) in the order given, each named after its place and the post's own
 * name in the downloader's language (`01-2026-12-05_vorschau_uhc-thun-vs-tigers.png`), the ZIP
 * after its window (file-names.ts). One batch per user at a time, across processes: the batch
 * holds the user's batch place (ADR 054) until it ends or its client goes away.
 */
export interface ExportBatchDeps {
  /** One post, its file named in `language` (the downloader's). */
  exportOne: (workspaceId: string, body: unknown, language: Language) => Promise<ExportResult>;
  /** The user's one batch place, held across processes. */
  place: ExportShare;
  sports: SportsData;
  logger: Logger;
  /** Posts of one batch in flight at once (the user's admission share). */
  concurrency?: number;
  /** How long a post refused as busy keeps trying. */
  busyPatienceMs?: number;
}

export interface ExportBatch {
  stream: Readable;
  fileName: string;
}

interface Failure {
  position: string;
  name: string;
  message: string;
  code: string;
}

export function createExportBatchService(deps: ExportBatchDeps) {
  const concurrency = Math.max(1, deps.concurrency ?? 2);
  const patience = deps.busyPatienceMs ?? 60_000;

  /**
   * The name of a post that failed, for errors.txt: as the post would have been named
   * (file-names.ts), without its type; its place when even that cannot be found.
   */
  async function failedName(
    workspaceId: string,
    body: unknown,
    index: number,
    language: Language,
    now: Date,
  ): Promise<string> {
    const fallback = `post-${batchPosition(index)}`;
    if (typeof body !== 'object' || body === null) return fallback;
    const post = body as Record<string, unknown>;
    const sport = post.sport;
    if (!isSport(sport)) return fallback;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const kind = (value: unknown) => (value === 'result' ? 'result' : 'preview');
    const fileType = 'png';
    let name: string;
    try {
      if (post.mode === 'weekend') {
        const [from, to] = [text(post.from), text(post.to)];
        name = overviewFileName({
          from,
          to,
          kind: kind(post.kind),
          club: null,
          language,
          fileType,
        });
      } else {
        const teams = await deps.sports.teams(sport, text(post.clubId), { workspaceId });
        const teamName = teams.find((t) => t.id === post.teamId)?.name ?? null;
        if (post.mode === 'standings') {
          const team = teamName ?? text(post.teamId);
          name = standingsFileName({ date: swissDay(now), team, language, fileType });
        } else {
          const ids = Array.isArray(post.gameIds) ? post.gameIds.slice(0, 3).map(text) : [];
          const found = await Promise.all(
            ids.map((id) => deps.sports.game(sport, id, { workspaceId })),
          );
          const games = found.filter((game): game is Game => game !== null);
          name = gamePostFileName({
            kind: kind(post.mode),
            date: isoDateOfGame(games[0]?.date ?? ''),
            ...pairingOf(teamName, games),
            language,
            fileType,
          });
        }
      }
    } catch {
      return fallback;
    }
    return name.replace(/^matchpost_/, '').replace(/\.png$/, '');
  }

  /**
   * One post, waiting out 429s (the user's own single exports beside the batch) for a while;
   * the wait ends when the batch is stopped.
   */
  async function exportWithPatience(
    workspaceId: string,
    body: unknown,
    language: Language,
    stopped: AbortSignal,
  ): Promise<ExportResult> {
    const until = Date.now() + patience;
    for (;;) {
      try {
        return await deps.exportOne(workspaceId, body, language);
      } catch (error) {
        const busy = error instanceof AppError && error.status === 429;
        if (!busy || Date.now() > until || stopped.aborted) throw error;
        await sleep(Math.min(2_000, (error.retryAfterSeconds ?? 1) * 1000), undefined, {
          signal: stopped,
        }).catch(() => undefined);
      }
    }
  }

  return {
    /**
     * Starts the batch and answers with the ZIP's stream once it holds the user's batch place;
     * entries follow as they are made. 400 for a body that is no batch, 429 while the user's
     * previous batch still runs (in any process). `signal` is the request's: a client that goes
     * away stops the batch at once: its place is free for the next batch that moment, no
     * further post starts and no waiting post waits on. The posts already drawing (at most the
     * user's share) finish within the user's export places and are dropped; a drawing cannot
     * be stopped half-way (ADR 022).
     */
    async start(
      workspaceId: string,
      body: unknown,
      language: Language,
      now = new Date(),
      signal?: AbortSignal,
    ): Promise<ExportBatch> {
      const parsed = exportBatchRequestSchema.safeParse(body);
      if (!parsed.success) throw AppError.of(400, 'EXPORT_BATCH_INVALID', { max: maxBatchPosts });
      if (parsed.data.window) assertWindow(parsed.data.window.from, parsed.data.window.to);
      const place = await deps.place.take(workspaceId);
      if (!place) throw AppError.of(429, 'EXPORT_BUSY').retryAfter(5);
      const posts = parsed.data.posts;
      const zip = new yazl.ZipFile();
      const out = new PassThrough();
      zip.outputStream.pipe(out);
      const stop = new AbortController();
      const stopped = stop.signal;
      const cancel = () => {
        if (stopped.aborted) return;
        stop.abort();
        void place.release();
        out.destroy();
      };
      out.on('close', cancel);
      signal?.addEventListener('abort', cancel, { once: true });
      if (signal?.aborted) cancel();

      const failures: Failure[] = [];
      const ready = new Map<number, { result: ExportResult } | Failure>();

      const run = async () => {
        let cursor = 0;
        let written = 0;
        const flush = () => {
          while (ready.has(written)) {
            const item = ready.get(written) as { result: ExportResult } | Failure;
            ready.delete(written);
            if ('result' in item) {
              zip.addBuffer(
                item.result.bytes,
                batchEntryName(batchPosition(written), item.result.fileName),
                { compress: false, mtime: now },
              );
            } else failures.push(item);
            written++;
          }
        };
        const worker = async () => {
          while (!stopped.aborted && cursor < posts.length) {
            const index = cursor++;
            const post = posts[index];
            try {
              const result = await exportWithPatience(workspaceId, post, language, stopped);
              // Made after the client went away: nobody takes it.
              if (stopped.aborted) break;
              ready.set(index, { result });
            } catch (error) {
              if (stopped.aborted) break;
              const appError = error instanceof AppError ? error : null;
              if (!appError)
                deps.logger.error('export batch: a post failed', { workspaceId, error });
              ready.set(index, {
                position: batchPosition(index),
                name: await failedName(workspaceId, post, index, language, now),
                code: appError?.code ?? 'EXPORT_FAILED',
                message: appError?.messages[language] ?? 'Export failed',
              });
            }
            flush();
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, posts.length) }, worker));
        if (stopped.aborted) return;
        flush();
        if (failures.length > 0) {
          const text = failures
            .map((f) => `${f.position}-${f.name}: ${f.message} (${f.code})`)
            .join('\n');
          zip.addBuffer(Buffer.from(`${text}\n`, 'utf8'), batchErrorsEntry, {
            compress: false,
            mtime: now,
          });
        }
        // Free before the last bytes go out: the client's next batch, in any process, finds
        // the place free.
        await place.release();
        zip.end();
      };
      void run()
        .catch((error: unknown) => {
          deps.logger.error('export batch failed', { workspaceId, error });
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        })
        .finally(() => place.release());
      return { stream: out, fileName: zipName(parsed.data, language, now) };
    },
  };
}

export type ExportBatchService = ReturnType<typeof createExportBatchService>;

/**
 * The ZIP's name: the window the batch says it is of, else a game-day overview's among its
 * posts, else the day it is made; previews or results as its first post is.
 */
function zipName(batch: ExportBatchRequest, language: Language, now: Date): string {
  const posts = batch.posts.filter(
    (post): post is Record<string, unknown> => typeof post === 'object' && post !== null,
  );
  const overview = posts.find((post) => post.mode === 'weekend');
  const day = (value: unknown, otherwise: string) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : otherwise;
  const today = swissDay(now);
  const window = batch.window ?? {
    from: day(overview?.from, today),
    to: day(overview?.to, day(overview?.from, today)),
  };
  const first = posts[0];
  const kind = (first?.mode === 'weekend' ? first.kind : first?.mode) === 'result';
  return batchFileName({ ...window, kind: kind ? 'result' : 'preview', language });
}
