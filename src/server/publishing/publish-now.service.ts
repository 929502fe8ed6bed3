import type { ChannelRepository } from '#server/publishing/channel.repository.ts';
import type { GameDayPublishingRepository } from '#server/publishing/game-day-publishing.repository.ts';
import type { GameDayPublishingService } from '#server/publishing/game-day-publishing.service.ts';
import type { PublicationRepository } from '#server/publishing/publication.repository.ts';
import type {
  createPublishNowLinks,
  PublishNowLink,
} from '#server/publishing/publish-now-links.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  errorLanguages,
  isPlainErrorCode,
  type Language,
  type PlainErrorCode,
} from '#shared/errors/error-codes.ts';

/**
 * What a 'Jetzt veröffentlichen' link may do: `ask` (GET: what it publishes where), `done`
 * (POST: made), or refused with the catalogue's code and status. `language` is the reader's
 * (the mail's), null for a link that is not ours.
 */
export type PublishNowAnswer =
  | {
      state: 'ask';
      language: Language;
      kind: 'preview' | 'result';
      team: string;
      channels: string;
    }
  | { state: 'done'; language: Language }
  | {
      state: 'refused';
      code: PlainErrorCode;
      status: RefusalStatus;
      language: Language | null;
    };

type RefusalStatus = 400 | 403 | 404 | 409 | 410 | 429;

/**
 * The press of a 'Jetzt veröffentlichen' link (ADR 059, Nachfragen), without signing in: the
 * link names the slot, the game day, the kind and the settings' version. It publishes the post
 * the round asked for, once (the publications' unique key per game day's post and kind): a
 * second press finds it made (409). Settings changed since the mail make the link outdated
 * (410); a link past its end (the first game's start for a preview) expired (410); a forged one
 * is 400. GET only asks, as mail scanners open links.
 */
export function createPublishNow(deps: {
  rows: GameDayPublishingRepository;
  publicationRows: PublicationRepository;
  channels: ChannelRepository;
  links: ReturnType<typeof createPublishNowLinks>;
  gameDays: Pick<GameDayPublishingService, 'publishAsked'>;
}) {
  const refused = (
    code: PlainErrorCode,
    status: RefusalStatus,
    language: Language | null,
  ): PublishNowAnswer => ({ state: 'refused', code, status, language });

  async function check(link: PublishNowLink, act: boolean): Promise<PublishNowAnswer> {
    const signed = deps.links.state(link);
    if (signed.state === 'invalid') return refused('GAME_DAY_LINK_INVALID', 400, null);
    const id = await deps.rows.find(
      link.slot,
      link.day,
      signed.state === 'valid' ? signed.kind : 'preview',
    );
    const context = id ? await deps.rows.context(id) : null;
    const reader = context
      ? await deps.publicationRows.memberOrOwner({
          workspaceId: context.slot.workspaceId,
          createdBy: context.settings?.setBy ?? null,
        })
      : null;
    const language =
      reader && (errorLanguages as readonly string[]).includes(reader.language)
        ? (reader.language as Language)
        : null;
    if (signed.state === 'expired') return refused('GAME_DAY_LINK_EXPIRED', 410, language);
    if (!id || !context || context.gameDay.mode !== 'ask') {
      return refused('GAME_DAY_NOTHING_TO_PUBLISH', 410, language);
    }
    const { settings, slot, gameDay } = context;
    if (!settings || settings.updatedAt.getTime() !== signed.version) {
      return refused('GAME_DAY_LINK_OUTDATED', 410, language);
    }
    if ((await deps.rows.publicationsOf(id)).length > 0) {
      return refused('GAME_DAY_ALREADY_PUBLISHED', 409, language);
    }
    if (!act) {
      const channels = await deps.channels.findMany(slot.workspaceId, settings.channelIds);
      return {
        state: 'ask',
        language: language ?? 'de',
        kind: gameDay.gameKind,
        team: slot.teamName,
        channels: channels.map((channel) => channel.name).join(', '),
      };
    }
    let outcome: Awaited<ReturnType<typeof deps.gameDays.publishAsked>>;
    try {
      outcome = await deps.gameDays.publishAsked(id);
    } catch (error) {
      // What the publication's own checks refuse (the plan, the workspace's share of exports
      // busy): said on the page, as the app says it.
      if (!(error instanceof AppError)) throw error;
      const { code, status } = error;
      if (!isPlainErrorCode(code) || ![400, 403, 404, 409, 410, 429].includes(status)) throw error;
      return refused(code, status as RefusalStatus, language);
    }
    if (outcome === 'already') return refused('GAME_DAY_ALREADY_PUBLISHED', 409, language);
    if (outcome === 'nothing') return refused('GAME_DAY_NOTHING_TO_PUBLISH', 410, language);
    return { state: 'done', language: language ?? 'de' };
  }

  return {
    state: (link: PublishNowLink) => check(link, false),
    press: (link: PublishNowLink) => check(link, true),
  };
}

export type PublishNow = ReturnType<typeof createPublishNow>;
