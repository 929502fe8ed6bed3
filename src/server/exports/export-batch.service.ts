import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import yazl from 'yazl';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { ExportResult } from '#server/exports/export.service.ts';
import type { ExportShare } from '#server/exports/export-places.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import { exportExtensions } from '#shared/exports/export-file.ts';
import {
  batchErrorsEntry,
  batchPosition,
  entrySlug,
  exportBatchRequestSchema,
  maxBatchPosts,
} from '#shared/exports/export-batch.ts';
import { isSport } from '#shared/sports/sports.ts';
import { isoDateOfGame } from '#shared/weekend/weekend.schema.ts';

/**
 * POST /api/exports/batch behind the route: the posts of a weekend as one ZIP, streamed as each
 * image is ready. Every post goes through the single export (its checks, the plan, the render
 * slots and the admission limits, counted as one export each); at most two of one batch are in
 * flight, the user's share of the admission, so a batch never holds more of the render slots
 * than a person clicking twice. A post refused for being busy waits and tries again; a post
 * that fails is left out and named in errors.txt, the others still come. Entries are stored
 * (PNG is compressed already) as `01-<team>-<date>.png` in the order given. One batch per user
 * at a time, across processes: the batch holds the user's batch place (ADR 054) until it ends or
 * its client goes away.
 */
export interface ExportBatchDeps {
  exportOne: (userId: string, body: unknown) => Promise<ExportResult>;
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

  /** The readable part of an entry's name: the team and the date, or the weekend's first day. */
  async function nameOf(userId: string, body: unknown, index: number): Promise<string> {
    const fallback = `post-${batchPosition(index)}`;
    if (typeof body !== 'object' || body === null) return fallback;
    const post = body as Record<string, unknown>;
    const sport = post.sport;
    if (!isSport(sport)) return fallback;
    try {
      if (post.mode === 'weekend') {
        const from = typeof post.from === 'string' ? post.from : '';
        return entrySlug(`wochenende ${from}`) || fallback;
      }
      const teamId = typeof post.teamId === 'string' ? post.teamId : '';
      const clubId = typeof post.clubId === 'string' ? post.clubId : '';
      const teams = await deps.sports.teams(sport, clubId, { userId });
      const team = teams.find((t) => t.id === teamId)?.name ?? teamId;
      if (post.mode === 'standings') return entrySlug(`${team} tabelle`) || fallback;
      const gameIds = Array.isArray(post.gameIds) ? post.gameIds : [];
      const first = typeof gameIds[0] === 'string' ? gameIds[0] : null;
      const game = first ? await deps.sports.game(sport, first, { userId }) : null;
      const date = game ? (isoDateOfGame(game.date) ?? '') : '';
      return entrySlug(`${team} ${date}`) || fallback;
    } catch {
      return fallback;
    }
  }

  /**
   * One post, waiting out 429s (the user's own single exports beside the batch) for a while;
   * the wait ends when the batch is stopped.
   */
  async function exportWithPatience(
    userId: string,
    body: unknown,
    stopped: AbortSignal,
  ): Promise<ExportResult> {
    const until = Date.now() + patience;
    for (;;) {
      try {
        return await deps.exportOne(userId, body);
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
      userId: string,
      body: unknown,
      language: Language,
      now = new Date(),
      signal?: AbortSignal,
    ): Promise<ExportBatch> {
      const parsed = exportBatchRequestSchema.safeParse(body);
      if (!parsed.success) throw AppError.of(400, 'EXPORT_BATCH_INVALID', { max: maxBatchPosts });
      const place = await deps.place.take(userId);
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
      const ready = new Map<number, { name: string; result: ExportResult } | Failure>();

      const run = async () => {
        let cursor = 0;
        let written = 0;
        const flush = () => {
          while (ready.has(written)) {
            const item = ready.get(written) as { name: string; result: ExportResult } | Failure;
            ready.delete(written);
            if ('result' in item) {
              const extension = exportExtensions[item.result.fileType];
              zip.addBuffer(
                item.result.bytes,
                `${batchPosition(written)}-${item.name}.${extension}`,
                {
                  compress: false,
                  mtime: now,
                },
              );
            } else failures.push(item);
            written++;
          }
        };
        const worker = async () => {
          while (!stopped.aborted && cursor < posts.length) {
            const index = cursor++;
            const post = posts[index];
            const name = await nameOf(userId, post, index);
            if (stopped.aborted) break;
            try {
              const result = await exportWithPatience(userId, post, stopped);
              // Made after the client went away: nobody takes it.
              if (stopped.aborted) break;
              ready.set(index, { name, result });
            } catch (error) {
              if (stopped.aborted) break;
              const appError = error instanceof AppError ? error : null;
              if (!appError) deps.logger.error('export batch: a post failed', { userId, error });
              ready.set(index, {
                position: batchPosition(index),
                name,
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
          deps.logger.error('export batch failed', { userId, error });
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        })
        .finally(() => place.release());
      const stamp = now.toISOString().slice(0, 10);
      return { stream: out, fileName: `matchpost_${stamp}.zip` };
    },
  };
}

export type ExportBatchService = ReturnType<typeof createExportBatchService>;
