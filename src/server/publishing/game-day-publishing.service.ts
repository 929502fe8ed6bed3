import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import { sameTeam } from '#server/game-day-mails/mail-message.ts';
import { jobIdOf, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { ChannelRepository } from '#server/publishing/channel.repository.ts';
import type {
  GameDayContext,
  GameDayPublishingRepository,
  GameDaySettingsRow,
  SlotRow,
} from '#server/publishing/game-day-publishing.repository.ts';
import type { GameDayAsks } from '#server/publishing/game-day-asks.ts';
import type { PublicationService } from '#server/publishing/publication.service.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import type { Language } from '#shared/errors/error-codes.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import {
  gameDayPublishingOff,
  maxGameDayChannels,
  type GameDayPublishing,
} from '#shared/publishing/game-day-publishing.schema.ts';
import { videoFormats } from '#shared/exports/export-file.ts';
import type { PublicationKind, PublicationMedia } from '#shared/publishing/publication.schema.ts';
import { hasResult, type Game } from '#shared/sports/sports.ts';
import { dayOfGameDate, shiftDay, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';

export const GAME_DAY_PUBLISHING_QUEUE = 'game-day-publication';

/** One game day's post of a slot, claimed by a round: its job makes it or asks for it. */
export interface GameDayJob {
  gameDayId: string;
}

export const gameDayJobId = (job: GameDayJob) => jobIdOf(`game-day-publication:${job.gameDayId}`);

export type GameDayKind = 'preview' | 'result';

/** How often one slot's day is asked again while it waits (a result, a due preview). */
const CHECK_EVERY_MS = 60_000;

export interface GameDayPublishingDeps {
  rows: GameDayPublishingRepository;
  channels: ChannelRepository;
  publications: PublicationService;
  entitlements: EntitlementsService;
  sports: SportsData;
  queue: JobQueue;
  asks: GameDayAsks;
  logger: Logger;
  now: () => Date;
}

function toSettings(row: GameDaySettingsRow | null): GameDayPublishing {
  if (!row) return gameDayPublishingOff;
  return {
    preview: row.preview ?? null,
    result: row.result,
    channelIds: row.channelIds,
    kinds: row.kinds,
    mode: row.mode,
    media: row.media,
  };
}

/** The caption of a game day's post: teams, times or results, the sport's hashtag; no words. */
function captionOf(slot: SlotRow, games: Game[], kind: GameDayKind): string {
  const lines = games.map((game) =>
    kind === 'result'
      ? `${game.teamHome} ${game.result ?? ''} ${game.teamAway}`
      : `${game.time} ${game.teamHome} – ${game.teamAway}`,
  );
  return [...lines, '', `#${slot.sport}`].join('\n');
}

/**
 * Game-day publishing (ADR 059): a slot's settings, the scheduler's round that claims each game
 * day's post once (unique slot, day and kind) when it is due, and the job that makes it. A
 * preview is due N days before the game day at its time and goes out until the day's first game
 * begins; a result is due once the federation reports every result of the day, asked from the
 * first game's start until the Swiss day ends. Nothing is made ahead: a round reads the games as
 * they are then, so a game moved to another day is that day's, and a game no longer listed makes
 * nothing. 'publish' makes the publications (feed and/or story, one each under their unique
 * key); 'ask' mails the member who set it a signed 'Jetzt veröffentlichen' link, and a press
 * makes them the same way, once.
 */
export function createGameDayPublishing(deps: GameDayPublishingDeps) {
  /** When each slot's day and kind may be asked again (this process only: a saving, not a rule). */
  const nextCheck = new Map<string, number>();

  async function ownSlot(workspaceId: string, slotId: string): Promise<SlotRow> {
    const slot = await deps.rows.slot(workspaceId, slotId);
    if (!slot) throw AppError.of(404, 'NOT_FOUND');
    return slot;
  }

  /** The team's games on a Swiss day, in order of time, as many as the plan puts in one post. */
  async function gamesOn(slot: SlotRow, day: string, limit: number): Promise<Game[]> {
    const games = await deps.sports.games(slot.sport, slot.teamId, slot.clubId, {
      workspaceId: slot.workspaceId,
    });
    return games
      .filter((game) => dayOfGameDate(game.date) === day)
      .sort((a, b) => a.time.localeCompare(b.time))
      .slice(0, limit);
  }

  async function gamesLimit(workspaceId: string): Promise<{ limit: number; canPublish: boolean }> {
    const { limits } = await deps.entitlements.entitlements(workspaceId);
    return { limit: maxGamesPerPost(limits), canPublish: limits.canPublish };
  }

  /** Claims and queues a slot's post of a day and kind when it is due now. */
  async function consider(
    slot: SlotRow,
    settings: GameDaySettingsRow,
    day: string,
    kind: GameDayKind,
    at: Date,
  ): Promise<boolean> {
    const key = `${slot.id}:${day}:${kind}`;
    if ((nextCheck.get(key) ?? 0) > at.getTime()) return false;
    nextCheck.set(key, at.getTime() + CHECK_EVERY_MS);
    if ((await deps.rows.find(slot.id, day, kind)) !== null) return false;
    const { limit, canPublish } = await gamesLimit(slot.workspaceId);
    if (!canPublish) return false;
    const games = await gamesOn(slot, day, limit);
    const first = games[0];
    if (!first) return false;
    const start = swissInstant(day, first.time);
    // A preview after the first game began says nothing any more; a result waits for it.
    if (kind === 'preview' ? at >= start : at < start || !games.every(hasResult)) return false;
    const id = await deps.rows.claim({
      slotId: slot.id,
      workspaceId: slot.workspaceId,
      gameDay: day,
      gameKind: kind,
      mode: settings.mode,
      settingsAt: settings.updatedAt,
    });
    if (!id) return false;
    nextCheck.delete(key);
    await deps.queue.send(
      GAME_DAY_PUBLISHING_QUEUE,
      { gameDayId: id },
      gameDayJobId({ gameDayId: id }),
    );
    return true;
  }

  /**
   * One round of the scheduler (every process runs it, each round of publishing's runner): what
   * is due now is claimed once and queued; what a job left claimed is queued again (the same
   * job id, so never twice at once).
   */
  async function round(): Promise<number> {
    const at = deps.now();
    const today = swissDay(at);
    let claimed = 0;
    for (const { slot, settings } of await deps.rows.publishingSlots()) {
      try {
        if (settings.preview && at >= swissInstant(today, settings.preview.time)) {
          const day = shiftDay(today, settings.preview.daysBefore);
          if (await consider(slot, settings, day, 'preview', at)) claimed += 1;
        }
        if (settings.result && (await consider(slot, settings, today, 'result', at))) claimed += 1;
      } catch (error) {
        // One slot's federation or plan lookup failing leaves the others to go on.
        deps.logger.warn('game-day publishing: slot not looked at this round', {
          slot: slot.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    for (const { id } of await deps.rows.waiting(new Date(at.getTime() - 86_400_000))) {
      await deps.queue.send(
        GAME_DAY_PUBLISHING_QUEUE,
        { gameDayId: id },
        gameDayJobId({ gameDayId: id }),
      );
    }
    return claimed;
  }

  /**
   * The post as an export request: the team's remembered look, the kind's format. A story is
   * 9:16. An image in the feed keeps the team's format, 4:5 for a 9:16 team (the feed takes no
   * 9:16 image); a video in the feed (a Reel) keeps it when it is one of the video's (9:16, 4:5),
   * else it is 4:5 (ADR 067).
   */
  function postOf(
    slot: SlotRow,
    games: Game[],
    gameKind: GameDayKind,
    kind: PublicationKind,
    media: PublicationMedia,
  ): { withTemplate: Record<string, unknown> | null; withTheme: Record<string, unknown> } {
    const fits = (format: string) =>
      media === 'video' ? (videoFormats as readonly string[]).includes(format) : format !== '9:16';
    const format =
      kind === 'story'
        ? '9:16'
        : slot.postFormat && fits(slot.postFormat)
          ? slot.postFormat
          : '4:5';
    const base = {
      sport: slot.sport,
      clubId: slot.clubId,
      teamId: slot.teamId,
      gameIds: games.map((game) => game.id),
      mode: gameKind,
      isHomeGame: games[0] ? sameTeam(games[0].teamHome, slot.teamName) : false,
      format,
      ...(slot.postLanguage ? { language: slot.postLanguage } : {}),
      sponsors: slot.postSponsors ? 'auto' : 'none',
    };
    return {
      withTemplate: slot.postTemplateId ? { ...base, templateId: slot.postTemplateId } : null,
      withTheme: { ...base, theme: slot.postTheme ?? 'default' },
    };
  }

  /**
   * Makes the game day's publications, each kind once (the unique key of publications); the
   * channels still connected of the settings. Answers how many were made now.
   */
  async function makePublications(
    context: GameDayContext,
    settings: GameDaySettingsRow,
    games: Game[],
  ): Promise<number> {
    const { gameDay, slot } = context;
    const channels = (await deps.channels.findMany(slot.workspaceId, settings.channelIds)).filter(
      (channel) => channel.state === 'connected',
    );
    if (channels.length === 0) return 0;
    const made = new Set((await deps.rows.publicationsOf(gameDay.id)).map((p) => p.kind));
    const language: Language = slot.postLanguage ?? 'de';
    let count = 0;
    for (const kind of settings.kinds) {
      // A story is Instagram's; a Page takes the feed post.
      const targets =
        kind === 'story'
          ? channels.filter((channel) => channel.platform === 'instagram')
          : channels;
      if (made.has(kind) || targets.length === 0) continue;
      const post = postOf(slot, games, gameDay.gameKind, kind, settings.media);
      // A video is made exactly as POST /api/publications makes one with `media: 'video'`.
      const request = (body: Record<string, unknown>) => ({
        channelIds: targets.map((channel) => channel.id),
        kind,
        ...(settings.media === 'video' ? { media: 'video' as const } : {}),
        posts: [body],
        caption: captionOf(slot, games, gameDay.gameKind),
      });
      const make = (body: Record<string, unknown>) =>
        deps.publications.make(
          slot.workspaceId,
          settings.setBy,
          request(body),
          language,
          gameDay.id,
        );
      let id: string | null;
      try {
        id = await make(post.withTemplate ?? post.withTheme);
      } catch (error) {
        // A template that serves the other kind or format, is locked by the plan, or cannot be a
        // video (its format is none of the video's, VIDEO_UNSUPPORTED): the theme.
        if (
          !post.withTemplate ||
          !(error instanceof AppError) ||
          error.status === 429 ||
          error.status >= 500
        ) {
          throw error;
        }
        id = await make(post.withTheme);
      }
      if (id) count += 1;
    }
    return count;
  }

  /** What a game day's post may be made of now, or null when nothing is to be made. */
  async function ready(
    context: GameDayContext,
  ): Promise<{ settings: GameDaySettingsRow; games: Game[] } | null> {
    const { gameDay, slot, settings } = context;
    const on = settings && (gameDay.gameKind === 'preview' ? settings.preview : settings.result);
    if (!settings || !on) return null;
    const { limit, canPublish } = await gamesLimit(slot.workspaceId);
    if (!canPublish) return null;
    const games = await gamesOn(slot, gameDay.gameDay, limit);
    if (games.length === 0) return null;
    if (gameDay.gameKind === 'result' && !games.every(hasResult)) return null;
    return { settings, games };
  }

  /** The job of a claimed post: made ('publish') or asked for ('ask'); skipped when gone. */
  async function run(job: GameDayJob): Promise<'made' | 'asked' | 'skipped' | 'stale'> {
    const context = await deps.rows.context(job.gameDayId);
    if (!context || context.gameDay.state !== 'claimed') return 'stale';
    const at = deps.now();
    const found = await ready(context);
    if (!found) {
      await deps.rows.finish(job.gameDayId, 'skipped', at);
      return 'skipped';
    }
    if (context.gameDay.mode === 'ask') {
      await deps.asks.send(context, found.settings, found.games);
      await deps.rows.finish(job.gameDayId, 'asked', at);
      return 'asked';
    }
    await makePublications(context, found.settings, found.games);
    await deps.rows.finish(job.gameDayId, 'made', at);
    return 'made';
  }

  return {
    round,
    run,

    /** GET /api/team-slots/:id/publishing: off by default; 404 for another workspace's slot. */
    async settings(workspaceId: string, slotId: string): Promise<GameDayPublishing> {
      await ownSlot(workspaceId, slotId);
      return toSettings(await deps.rows.settings(slotId));
    },

    /**
     * PUT /api/team-slots/:id/publishing: turning anything on needs the plan (Pro and up), and 1
     * to 10 channels of the workspace, each once; turning off always works.
     */
    async saveSettings(
      workspaceId: string,
      userId: string,
      slotId: string,
      body: GameDayPublishing,
    ): Promise<GameDayPublishing> {
      await ownSlot(workspaceId, slotId);
      const on = body.preview !== null || body.result;
      const channelIds = [...new Set(body.channelIds)];
      if (on) {
        const { canPublish } = await gamesLimit(workspaceId);
        if (!canPublish) throw AppError.of(403, 'PUBLISHING_NOT_IN_PLAN');
        if (
          channelIds.length === 0 ||
          channelIds.length !== body.channelIds.length ||
          channelIds.length > maxGameDayChannels
        ) {
          throw AppError.of(400, 'PUBLICATION_CHANNELS_INVALID', { max: maxGameDayChannels });
        }
        const found = await deps.channels.findMany(workspaceId, channelIds);
        if (found.length !== channelIds.length)
          throw AppError.of(404, 'PUBLISHING_CHANNEL_NOT_FOUND');
      }
      const saved = await deps.rows.save({
        slotId,
        workspaceId,
        preview: body.preview,
        result: body.result,
        channelIds,
        kinds: [...new Set(body.kinds)],
        mode: body.mode,
        media: body.media,
        setBy: userId,
        updatedAt: deps.now(),
      });
      return toSettings(saved);
    },

    /** Makes the publications of an asked post (a pressed 'Jetzt veröffentlichen'), once. */
    async publishAsked(gameDayId: string): Promise<'made' | 'already' | 'nothing'> {
      const context = await deps.rows.context(gameDayId);
      if (!context) return 'nothing';
      if ((await deps.rows.publicationsOf(gameDayId)).length > 0) return 'already';
      const found = await ready(context);
      if (!found) return 'nothing';
      const made = await makePublications(context, found.settings, found.games);
      await deps.rows.finish(gameDayId, 'made', deps.now());
      return made > 0 ? 'made' : 'already';
    },

    /** Runs the game-day posts' jobs in this process. */
    async startWorker(): Promise<void> {
      await deps.queue.work<GameDayJob>(GAME_DAY_PUBLISHING_QUEUE, async (data) => {
        await run(data);
      });
    },
  };
}

export type GameDayPublishingService = ReturnType<typeof createGameDayPublishing>;
