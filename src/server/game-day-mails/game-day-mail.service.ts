import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { ExportService } from '#server/exports/export.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Logger } from '#server/logging/logger.ts';
import { notHandedOff, type Mailer, type MailMessage } from '#server/mail/mailer.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import { teamOfClub } from '#server/sports/team-of-club.ts';
import { sportsFailure } from '#server/exports/export-sources.ts';
import type {
  GameDayMailRepository,
  GameDayMailRow,
  MailContext,
} from '#server/game-day-mails/game-day-mail.repository.ts';
import { composeMail, sameTeam } from '#server/game-day-mails/mail-message.ts';
import { dueMails, mailKeyOf } from '#server/game-day-mails/mail-schedule.ts';
import { createSentMarkers } from '#server/game-day-mails/sent-markers.ts';
import {
  createUnsubscribeLinks,
  type UnsubscribeLink,
  type UnsubscribeState,
} from '#server/game-day-mails/unsubscribe-links.ts';
import { jobIdOf, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import type { MailKind, MailSettings } from '#shared/game-day-mails/mail-settings.schema.ts';
import { dayOfGameDate, swissDay, swissInstant } from '#shared/sports/swiss-time.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { hasResult, type Game } from '#shared/sports/sports.ts';

export const GAME_DAY_MAIL_QUEUE = 'game-day-mail';

/** Job data: which mail, and which round of it (a result not reported yet is tried hourly). */
interface MailJob {
  mailId: string;
  round: number;
}

export interface GameDayMailTiming {
  /** A mail whose time has passed is still sent this long after it (a process was down). */
  graceMs: number;
  /**
   * A hand-off whose outcome is unknown waits this long before the mail is sent again (the job
   * queue's lease): a process that handed it over and still lives writes its marker meanwhile.
   */
  doubtMs: number;
  /** A result not reported yet is looked for again after this long... */
  resultRetryMs: number;
  /** ...for this long after the mail's time; then the short mail that it is still missing. */
  resultWaitMs: number;
}

export const defaultTiming: GameDayMailTiming = {
  graceMs: 3 * 60 * 60 * 1000,
  doubtMs: 5 * 60 * 1000,
  resultRetryMs: 60 * 60 * 1000,
  resultWaitMs: 24 * 60 * 60 * 1000,
};

export interface GameDayMailDeps {
  mails: GameDayMailRepository;
  entitlements: EntitlementsService;
  exports: ExportService;
  sports: SportsData;
  mailer: Mailer;
  queue: JobQueue;
  logger: Logger;
  appUrl: string;
  appSecret: string;
  now?: () => Date;
  timing?: Partial<GameDayMailTiming>;
  /** Each hand-off's outcome (the counter in /api/metrics). */
  observeHandoff?: (outcome: HandoffOutcome) => void;
}

/**
 * What a hand-off came to: `handed-off` (the mail went to the outbox or SMTP), `found` (an earlier
 * hand-off whose marker was never written, found in the outbox), `in-doubt` (an earlier hand-off
 * whose outcome nobody can tell: the mail waits), `again` (handed over again after that wait, with
 * the same Message-ID: the one case that can reach a person twice; ADR 052).
 */
export type HandoffOutcome = 'handed-off' | 'found' | 'in-doubt' | 'again';

/** What one job did with its mail (tests read it). */
export type MailOutcome = 'sent' | 'result-missing' | 'skipped' | 'waiting' | 'in-doubt' | 'stale';

export function createGameDayMailService(deps: GameDayMailDeps) {
  const now = () => deps.now?.() ?? new Date();
  const timing = { ...defaultTiming, ...deps.timing };
  const markers = createSentMarkers({
    write: (mailId, handedOffAt) => deps.mails.markSent(mailId, handedOffAt),
    logger: deps.logger,
  });

  const unsubscribeLinks = createUnsubscribeLinks({
    appUrl: deps.appUrl,
    appSecret: deps.appSecret,
    now,
    linkState: (slotId, member) => deps.mails.linkState(slotId, member),
  });
  const unsubscribeLink = unsubscribeLinks.link;
  const unsubscribeState = unsubscribeLinks.state;

  /** The mail's own addresses: the app, the unsubscribe link of its kind. */
  function links(context: MailContext, kind: MailKind) {
    return {
      appUrl: deps.appUrl,
      unsubscribe: unsubscribeLink(
        context.slot.id,
        context.mail.userId,
        kind,
        context.settingsVersion,
      ),
    };
  }

  /** The team's games on the game day, in order of time, as many as the plan puts in one post. */
  async function gamesOn(context: MailContext, limit: number): Promise<Game[]> {
    const { slot } = context;
    const games = await deps.sports.games(slot.sport, slot.teamId, slot.clubId, {
      workspaceId: slot.workspaceId,
    });
    return games
      .filter((game) => dayOfGameDate(game.date) === context.mail.gameDay)
      .sort((a, b) => a.time.localeCompare(b.time))
      .slice(0, limit);
  }

  /** The post as the team's remembered look; a template that cannot draw it falls back to a theme. */
  async function renderPost(context: MailContext, games: Game[], kind: MailKind) {
    const { slot } = context;
    const language = slot.postLanguage ?? context.language;
    const isHomeGame = games[0] ? sameTeam(games[0].teamHome, slot.teamName) : false;
    const base = {
      sport: slot.sport,
      clubId: slot.clubId,
      teamId: slot.teamId,
      gameIds: games.map((game) => game.id),
      mode: kind,
      isHomeGame,
      language,
      // The file type the user last chose in the studio's export bar, at the export's size.
      fileType: context.exportFileType,
      ...(slot.postFormat ? { format: slot.postFormat } : {}),
      // The team's sponsors where its last post showed them.
      sponsors: slot.postSponsors ? 'auto' : 'none',
    };
    if (slot.postTemplateId) {
      try {
        return await deps.exports.export(
          slot.workspaceId,
          { ...base, templateId: slot.postTemplateId },
          undefined,
          context.language,
        );
      } catch (error) {
        // A template that serves the other post kind, takes fewer games or is locked by the plan.
        if (!(error instanceof AppError) || error.status === 429 || error.status >= 500)
          throw error;
        deps.logger.info('game-day mail: template not usable, theme used', { code: error.code });
      }
    }
    return deps.exports.export(
      slot.workspaceId,
      { ...base, theme: slot.postTheme ?? 'default' },
      undefined,
      context.language,
    );
  }

  /**
   * An earlier try began this mail's hand-off and never wrote its marker (ADR 052): the outbox
   * can tell whether it has the mail; SMTP cannot. Then the first try that finds it so waits one
   * lease (`doubtMs`), since the process that handed it over may live and write its marker as
   * soon as the database answers again; a later round sends it again with the same Message-ID.
   * Null: go on and send.
   */
  async function resolveHandoff(
    mail: GameDayMailRow,
    slotWorkspaceId: string,
  ): Promise<MailOutcome | null> {
    const handedOff = await deps.mailer.handedOff(mailKeyOf(mail, slotWorkspaceId));
    if (handedOff === true) {
      await deps.mails.markSent(mail.id, now());
      deps.observeHandoff?.('found');
      return 'sent';
    }
    if (handedOff === false) return null;
    if (mail.handoffRound === mail.round) {
      deps.logger.warn('game-day mail: hand-off of unknown outcome; waiting before sending again', {
        mail: mail.id,
        round: mail.round,
      });
      await deps.mails.postpone(mail.id, mail.round, new Date(now().getTime() + timing.doubtMs));
      deps.observeHandoff?.('in-doubt');
      return 'in-doubt';
    }
    deps.logger.warn('game-day mail: sent again after a hand-off of unknown outcome', {
      mail: mail.id,
    });
    deps.observeHandoff?.('again');
    return null;
  }

  /**
   * The hand-off, exactly once where it can be known (ADR 052): the intent first (a mail no
   * longer pending in this round is not sent), then the outbox or SMTP, then the sent-marker,
   * which this process keeps and writes again until the database takes it. A send the server
   * surely refused drops the intent, so the retry sends without waiting.
   */
  async function handOff(
    mail: GameDayMailRow,
    message: MailMessage,
    resultMissing: boolean,
  ): Promise<boolean> {
    if (!(await deps.mails.beginHandoff(mail.id, mail.round, { resultMissing }))) return false;
    try {
      await deps.mailer.send(message);
    } catch (error) {
      if (notHandedOff(error)) {
        await deps.mails.forgetHandoff(mail.id, mail.round).catch(() => undefined);
      }
      throw error;
    }
    deps.observeHandoff?.('handed-off');
    await markers.record(mail.id, now());
    return true;
  }

  /** One job: decides again from what is true now, makes the mail and hands it over once. */
  async function deliver(job: MailJob): Promise<MailOutcome> {
    const context = await deps.mails.context(job.mailId);
    if (!context || context.mail.state !== 'pending' || context.mail.round !== job.round) {
      return 'stale';
    }
    const { mail } = context;
    if (mail.handoffRound !== null) {
      const resolved = await resolveHandoff(mail, context.slot.workspaceId);
      if (resolved) return resolved;
    }
    const kind = mail.kind;
    const skip = async () => {
      await deps.mails.finish(mail.id, mail.round, 'skipped');
      return 'skipped' as const;
    };
    // Turned off since (the unsubscribe link, the settings) or no longer in the plan.
    if (context.settings[kind] === null) return skip();
    const { limits } = await deps.entitlements.entitlements(context.slot.workspaceId);
    if (!limits.canUseGameDayMails) return skip();
    const games = await gamesOn(context, maxGamesPerPost(limits));
    // No game that day (none planned, or the game moved to another day): no mail.
    if (games.length === 0) return skip();
    const key = mailKeyOf(mail, context.slot.workspaceId);
    if (kind === 'result' && !games.every(hasResult)) {
      if (now().getTime() < mail.dueAt.getTime() + timing.resultWaitMs) {
        await deps.mails.postpone(
          mail.id,
          mail.round,
          new Date(now().getTime() + timing.resultRetryMs),
        );
        return 'waiting';
      }
      const missing = composeMail(links(context, kind), context, kind, games, null, key);
      return (await handOff(mail, missing, true)) ? 'result-missing' : 'stale';
    }
    const post = await renderPost(context, games, kind);
    const message = composeMail(links(context, kind), context, kind, games, post, key);
    return (await handOff(mail, message, false)) ? 'sent' : 'stale';
  }

  /**
   * One round of the scheduler (every process runs it): records each mail that is due now as
   * one row per slot, game day and kind, and queues one job for each pending mail that is due.
   * Both steps are idempotent, so processes running it at once make each mail once.
   */
  async function tick(): Promise<{ claimed: number; queued: number }> {
    const at = now();
    const today = swissDay(at);
    let claimed = 0;
    for (const { slotId, userId, settings } of await deps.mails.mailingSlots()) {
      for (const due of dueMails(settings, today)) {
        const dueAt = swissInstant(today, due.time);
        if (at < dueAt || at.getTime() - dueAt.getTime() > timing.graceMs) continue;
        if (
          await deps.mails.claim({ slotId, userId, kind: due.kind, gameDay: due.gameDay, dueAt })
        ) {
          claimed += 1;
        }
      }
    }
    const oldest = new Date(at.getTime() - timing.resultWaitMs - timing.graceMs);
    await deps.mails.parkStale(oldest);
    let queued = 0;
    for (const mail of await deps.mails.due(at, oldest)) {
      const data: MailJob = { mailId: mail.id, round: mail.round };
      const id = jobIdOf(`${mail.id}:${mail.round}`);
      if (await deps.queue.send(GAME_DAY_MAIL_QUEUE, data, id)) queued += 1;
    }
    return { claimed, queued };
  }

  return {
    /**
     * GET /api/team-slots/:id/mails: the member's own mails of the workspace's slot, off by
     * default; 404 for a slot that is not the workspace's.
     */
    async settings(workspaceId: string, userId: string, slotId: string): Promise<MailSettings> {
      const settings = await deps.mails.settings(workspaceId, userId, slotId);
      if (!settings) throw AppError.of(404, 'NOT_FOUND');
      return settings;
    },

    /**
     * PUT: to turn one on, the plan must include the mails and the slot's team must be one of
     * its club's (the mail's post is that club's team's); turning off is always allowed.
     */
    async saveSettings(
      workspaceId: string,
      userId: string,
      slotId: string,
      settings: MailSettings,
    ): Promise<MailSettings> {
      const team = await deps.mails.slotTeam(workspaceId, slotId);
      if (!team) throw AppError.of(404, 'NOT_FOUND');
      if (settings.preview !== null || settings.result !== null) {
        const { limits } = await deps.entitlements.entitlements(workspaceId);
        if (!limits.canUseGameDayMails) throw AppError.of(403, 'GAME_DAY_MAILS_NOT_IN_PLAN');
        try {
          await teamOfClub(deps.sports, team, { workspaceId });
        } catch (error) {
          throw sportsFailure(error, deps.logger);
        }
      }
      if (!(await deps.mails.saveSettings(workspaceId, userId, slotId, settings))) {
        throw AppError.of(404, 'NOT_FOUND');
      }
      return settings;
    },

    /** The signed unsubscribe link, asked what it may do (the page that asks before). */
    unsubscribeState,

    /** The signed unsubscribe link: turns the one kind off without signing in, when it may. */
    async unsubscribe(link: UnsubscribeLink): Promise<UnsubscribeState> {
      const state = await unsubscribeState(link);
      if (state.state === 'valid') {
        await deps.mails.turnOff(link.slot, link.member === '' ? null : link.member, state.kind);
      }
      return state;
    },

    /** The unsubscribe link a mail of the slot to the member made now would carry. */
    async unsubscribeUrl(slotId: string, member: string, kind: MailKind): Promise<string> {
      const current = await deps.mails.linkState(slotId, member);
      return unsubscribeLink(slotId, member, kind, current?.version ?? 0);
    },

    /** The language of the link's member, for the unsubscribe page (signed links only). */
    accountLanguage(slotId: string, member: string) {
      return deps.mails.memberLanguage(slotId, member === '' ? null : member);
    },

    tick,
    deliver,

    /** Sent-markers this process keeps until the database takes them (/api/metrics). */
    markersWaiting: () => markers.waiting(),

    /** Gives up the sent-markers still waiting (shutdown, after the queue's grace). */
    stop: () => markers.stop(),

    /** Sends the mails of the queue's jobs; the queue is started with GAME_DAY_MAIL_QUEUE. */
    async startWorker(): Promise<void> {
      await deps.queue.work<MailJob>(GAME_DAY_MAIL_QUEUE, async (data, job) => {
        try {
          await deliver(data);
        } catch (error) {
          // The last try failed: the mail is parked, visible in the metrics with its job.
          if (job.retryCount >= job.retryLimit) {
            await deps.mails.finish(data.mailId, data.round, 'parked');
          }
          throw error;
        }
      });
    },
  };
}

export type GameDayMailService = ReturnType<typeof createGameDayMailService>;
