import type { Logger } from '#server/logging/logger.ts';
import { buttonMailHtml } from '#server/mail/button-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import type { ChannelRepository } from '#server/publishing/channel.repository.ts';
import type {
  GameDayContext,
  GameDaySettingsRow,
} from '#server/publishing/game-day-publishing.repository.ts';
import type { PublicationRepository } from '#server/publishing/publication.repository.ts';
import type { createPublishNowLinks } from '#server/publishing/publish-now-links.ts';
import { errorLanguages, type Language } from '#shared/errors/error-codes.ts';
import type { Game } from '#shared/sports/sports.ts';
import { shiftDay, swissInstant } from '#shared/sports/swiss-time.ts';

const locales: Record<Language, string> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' };

/** A Swiss day or instant as a mail says it, in the reader's language. */
function spoken(at: Date, language: Language, withTime: boolean): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: 'Europe/Zurich',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(at);
}

/**
 * When a 'Jetzt veröffentlichen' link ends: a preview when the day's first game begins (it says
 * nothing after), a result at the end of the day after the game day.
 */
export function publishNowEnd(gameDay: string, kind: 'preview' | 'result', games: Game[]): Date {
  const first = games[0];
  return kind === 'preview' && first
    ? swissInstant(gameDay, first.time)
    : swissInstant(shiftDay(gameDay, 2), '00:00');
}

/**
 * The 'ask' mail of game-day publishing (ADR 059, Nachfragen): to the member who set it (the
 * owner once they left), in their language, the team, the day, the channels and one button, the
 * signed 'Jetzt veröffentlichen' link. One idempotency key per game day's post.
 */
export function createGameDayAsks(deps: {
  publications: PublicationRepository;
  channels: ChannelRepository;
  links: ReturnType<typeof createPublishNowLinks>;
  mailer: Mailer;
  logger: Logger;
}) {
  return {
    async send(
      context: GameDayContext,
      settings: GameDaySettingsRow,
      games: Game[],
    ): Promise<void> {
      const { gameDay, slot } = context;
      const reader = await deps.publications.memberOrOwner({
        workspaceId: slot.workspaceId,
        createdBy: settings.setBy,
      });
      if (!reader) return;
      const language = (errorLanguages as readonly string[]).includes(reader.language)
        ? (reader.language as Language)
        : 'de';
      const texts = mailTexts[language].gameDayAsk;
      const channels = await deps.channels.findMany(slot.workspaceId, settings.channelIds);
      const end = publishNowEnd(gameDay.gameDay, gameDay.gameKind, games);
      const url = deps.links.link(
        {
          slot: slot.id,
          day: gameDay.gameDay,
          kind: gameDay.gameKind,
          version: settings.updatedAt.getTime(),
        },
        end,
      );
      const kind = texts.kinds[gameDay.gameKind];
      const subject = texts.subject(kind, slot.teamName);
      const lead = texts.lead(
        kind,
        slot.teamName,
        spoken(swissInstant(gameDay.gameDay, '12:00'), language, false),
        channels.map((channel) => channel.name).join(', '),
      );
      const footer = texts.footer(spoken(end, language, true));
      await deps.mailer.send({
        to: reader.email,
        subject,
        text: [lead, '', `${texts.button}: ${url}`, '', footer, '', 'Matchpost'].join('\n'),
        html: buttonMailHtml(language, subject, lead, texts.button, url, footer),
        idempotencyKey: `game-day-ask-${gameDay.id}`,
      });
      deps.logger.info('game-day publishing: asked', { gameDay: gameDay.id });
    },
  };
}

export type GameDayAsks = ReturnType<typeof createGameDayAsks>;
