import { createHash, randomBytes } from 'node:crypto';
import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { PublishingConfig } from '#server/config/env-publishing.ts';
import { secretBox } from '#server/crypto/secret-box.ts';
import { AppError } from '#server/http/app-error.ts';
import type { SessionUser, SessionWorkspace } from '#server/http/session-user.ts';
import type { Logger } from '#server/logging/logger.ts';
import { buttonMailHtml } from '#server/mail/button-mail.ts';
import type { ImageFetcher } from '#server/images/safe-fetch.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import type { ChannelRepository, ChannelRow } from '#server/publishing/channel.repository.ts';
import { facebookApi } from '#server/publishing/facebook-api.ts';
import { instagramApi } from '#server/publishing/instagram-api.ts';
import { MetaApiError } from '#server/publishing/meta-graph.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Channel, Platform } from '#shared/publishing/publication.schema.ts';

/** How long the OAuth dance may take from the redirect to Meta to the callback. */
export const CONNECT_STATE_MS = 10 * 60 * 1000;
/** Instagram tokens are refreshed this long before they end... */
export const REFRESH_BEFORE_MS = 10 * 24 * 60 * 60 * 1000;
/** ...once they are this old (Meta refreshes none younger than a day). */
export const REFRESH_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface ChannelServiceDeps {
  channels: ChannelRepository;
  entitlements: EntitlementsService;
  config: PublishingConfig;
  appUrl: string;
  appSecret: string;
  mailer: Mailer;
  logger: Logger;
  /** Each call to Meta gives up after this long (then its outcome is unknown). */
  timeoutMs?: number;
  /** Fetches the accounts' pictures (the app's safe fetcher); none: no pictures. */
  fetchImage?: ImageFetcher;
  now?: () => Date;
}

/**
 * The picture of a channel without one of its own: the platform's mark on a quiet disc, in the
 * reader's colour scheme (an image follows the page's prefers-color-scheme).
 */
function platformMark(platform: Platform): Uint8Array {
  const glyph =
    platform === 'instagram'
      ? '<rect x="15" y="15" width="18" height="18" rx="5.5"/><circle cx="24" cy="24" r="4.2"/><circle cx="29.2" cy="18.8" r="0.6"/>'
      : '<path d="M26.5 35V25.5h3.2l.5-3.7h-3.7v-2.4c0-1.1.3-1.8 1.9-1.8h2v-3.3a27 27 0 0 0-2.9-.2c-2.9 0-4.8 1.8-4.8 5v2.7h-3.2v3.7h3.2V35"/>';
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><style>.d{fill:#f1f1f3}.g{fill:none;stroke:#70707b;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}@media (prefers-color-scheme:dark){.d{fill:#27272d}.g{stroke:#a1a1aa}}</style><circle class="d" cx="24" cy="24" r="24"/><g class="g">${glyph}</g></svg>`,
  );
}

const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');

/**
 * The workspace's channels (ADR 059): the OAuth dance with a single-use state bound to the
 * session (10 minutes), the tokens sealed at rest, listed without them, disconnected, refreshed
 * before they end, and marked 'reconnect' (with one mail) when Meta refuses them.
 */
export function createChannelService(deps: ChannelServiceDeps) {
  const now = () => deps.now?.() ?? new Date();
  const box = secretBox(deps.appSecret, 'publishing-token');
  const config = deps.config;
  const timeoutMs = deps.timeoutMs ?? 30_000;
  const apis =
    config.kind === 'off'
      ? null
      : {
          instagram: instagramApi(config.instagram, timeoutMs),
          facebook: facebookApi(config.facebook, timeoutMs),
        };
  const redirectUri = (platform: Platform) => `${deps.appUrl}/api/publishing/${platform}/callback`;
  const sealContext = (row: Pick<ChannelRow, 'workspaceId' | 'platform' | 'accountId'>) => [
    row.workspaceId,
    row.platform,
    row.accountId,
  ];

  function offered() {
    if (!apis) throw AppError.of(404, 'PUBLISHING_OFF');
    return apis;
  }

  async function requirePlan(workspaceId: string): Promise<void> {
    const { limits } = await deps.entitlements.entitlements(workspaceId);
    if (!limits.canPublish) throw AppError.of(403, 'PUBLISHING_NOT_IN_PLAN');
  }

  function toChannel(row: ChannelRow): Channel {
    return {
      id: row.id,
      platform: row.platform,
      name: row.name,
      // The picture through the app (Meta's picture URLs are on its CDN, which the app's
      // policy does not load from, and they end).
      pictureUrl: `/api/publishing/channels/${row.id}/picture`,
      state: row.state,
      expiresAt: row.tokenExpiresAt?.toISOString() ?? null,
    };
  }

  /** Meta refused the token: the channel waits to be connected again; its connector hears once. */
  async function revoked(channel: ChannelRow): Promise<void> {
    const changed = await deps.channels.markReconnect(channel.id, now());
    if (!changed || !changed.connectedBy) return;
    deps.logger.warn('publishing channel needs reconnecting', {
      channel: channel.id,
      platform: channel.platform,
    });
    const who = await deps.channels.connector(changed.connectedBy);
    if (!who) return;
    const language = (
      ['de', 'en', 'fr', 'it'].includes(who.language) ? who.language : 'de'
    ) as Language;
    const texts = mailTexts[language].channelReconnect;
    const workspace = await deps.channels.workspaceName(changed.workspaceId);
    const url = new URL('/profile/channels', deps.appUrl).toString();
    const lead = texts.lead(changed.name, workspace);
    try {
      await deps.mailer.send({
        to: who.email,
        subject: texts.subject(changed.name),
        text: [lead, '', url, '', texts.footer, '', 'Matchpost'].join('\n'),
        html: buttonMailHtml(
          language,
          texts.subject(changed.name),
          lead,
          texts.button,
          url,
          texts.footer,
        ),
      });
    } catch (error) {
      deps.logger.warn('reconnect mail not sent', { channel: channel.id, error });
    }
  }

  return {
    /** Whether publishing is offered at all (PUBLISHING is not off). */
    offered: () => apis !== null,

    /**
     * GET /api/publishing/:platform/connect: where to send the person, with a state bound to
     * their session and workspace, valid 10 minutes and once.
     */
    async beginConnect(
      platform: Platform,
      user: SessionUser,
      workspace: SessionWorkspace,
    ): Promise<string> {
      const api = offered()[platform];
      await requirePlan(workspace.id);
      // The dance returns to this browser's session: a bearer token has none to return to.
      if (!user.sessionId) throw AppError.of(400, 'PUBLISHING_STATE_INVALID');
      const state = randomBytes(32).toString('base64url');
      await deps.channels.saveState(
        {
          stateHash: hashOf(state),
          sessionId: user.sessionId,
          userId: user.id,
          workspaceId: workspace.id,
          platform,
          expiresAt: new Date(now().getTime() + CONNECT_STATE_MS),
        },
        now(),
      );
      return api.authorizeUrl(redirectUri(platform), state);
    },

    /**
     * GET /api/publishing/:platform/callback: the state taken once (wrong, reused, of another
     * session or workspace: PUBLISHING_STATE_INVALID; older than 10 minutes:
     * PUBLISHING_STATE_EXPIRED), then the code exchanged for the tokens and the channels stored.
     */
    async finishConnect(
      platform: Platform,
      query: { code?: string; state?: string; error?: string },
      user: SessionUser,
      workspace: SessionWorkspace,
    ): Promise<ChannelRow[]> {
      const api = offered();
      const row = query.state ? await deps.channels.takeState(hashOf(query.state)) : null;
      if (
        !row ||
        row.platform !== platform ||
        row.sessionId !== user.sessionId ||
        row.userId !== user.id ||
        row.workspaceId !== workspace.id
      ) {
        throw AppError.of(400, 'PUBLISHING_STATE_INVALID');
      }
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw AppError.of(400, 'PUBLISHING_STATE_EXPIRED');
      }
      if (query.error || !query.code) throw AppError.of(400, 'PUBLISHING_CONNECT_DENIED');
      await requirePlan(workspace.id);
      try {
        if (platform === 'instagram') {
          const short = await api.instagram.exchangeCode(query.code, redirectUri(platform));
          const long = await api.instagram.longLived(short.token);
          const me = await api.instagram.me(long.token);
          const accountId = me.id || short.userId;
          const sealed = { workspaceId: workspace.id, platform, accountId } as const;
          return [
            await deps.channels.upsert(
              {
                ...sealed,
                name: me.username || accountId,
                pictureUrl: me.pictureUrl,
                tokenSealed: box.seal(long.token, sealContext(sealed)),
                tokenExpiresAt: new Date(now().getTime() + long.expiresIn * 1000),
                connectedBy: user.id,
              },
              now(),
            ),
          ];
        }
        const userToken = await api.facebook.exchangeCode(query.code, redirectUri(platform));
        const pages = await api.facebook.pages(userToken);
        if (pages.length === 0) throw AppError.of(400, 'PUBLISHING_NO_PAGES');
        const stored: ChannelRow[] = [];
        for (const page of pages.slice(0, 50)) {
          const sealed = { workspaceId: workspace.id, platform, accountId: page.id } as const;
          stored.push(
            await deps.channels.upsert(
              {
                ...sealed,
                name: page.name.slice(0, 200),
                pictureUrl: page.pictureUrl,
                tokenSealed: box.seal(page.token, sealContext(sealed)),
                tokenExpiresAt: null,
                connectedBy: user.id,
              },
              now(),
            ),
          );
        }
        return stored;
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.logger.warn('publishing: connecting failed at Meta', {
          platform,
          error: error instanceof Error ? error.message : String(error),
        });
        throw AppError.of(502, 'PUBLISHING_CONNECT_FAILED');
      }
    },

    /** GET /api/publishing/channels: the workspace's channels, never their tokens. */
    async list(workspaceId: string): Promise<Channel[]> {
      return (await deps.channels.list(workspaceId)).map(toChannel);
    },

    /**
     * GET /api/publishing/channels/:id/picture: the account's picture as Meta gives it, fetched
     * by the app's safe fetcher (public addresses, 5 MB, a few seconds, kept 15 minutes); the
     * platform's mark when the channel has none or it cannot be fetched now.
     */
    async picture(
      workspaceId: string,
      id: string,
    ): Promise<{ bytes: Uint8Array; contentType: string }> {
      const [channel] = await deps.channels.findMany(workspaceId, [id]);
      if (!channel) throw AppError.of(404, 'PUBLISHING_CHANNEL_NOT_FOUND');
      if (channel.pictureUrl && deps.fetchImage) {
        try {
          return await deps.fetchImage(channel.pictureUrl);
        } catch {
          // Meta's CDN not answering, or a picture URL past its end: the platform's mark.
        }
      }
      return { bytes: platformMark(channel.platform), contentType: 'image/svg+xml' };
    },

    /** DELETE /api/publishing/channels/:id: the channel and its token go. */
    async remove(workspaceId: string, id: string): Promise<void> {
      if (!(await deps.channels.remove(workspaceId, id))) {
        throw AppError.of(404, 'PUBLISHING_CHANNEL_NOT_FOUND');
      }
    },

    /** The channel's token in clear, for a call to Meta; null when it does not open. */
    tokenOf(channel: ChannelRow): string | null {
      return box.open(channel.tokenSealed, sealContext(channel));
    },

    revoked,

    /**
     * Refreshes Instagram tokens that end within ten days and are at least a day old (the
     * periodic job). A refused token marks its channel; another failure waits for the next round.
     */
    async refreshDue(): Promise<number> {
      if (!apis) return 0;
      const at = now();
      const due = await deps.channels.dueForRefresh(
        new Date(at.getTime() + REFRESH_BEFORE_MS),
        new Date(at.getTime() - REFRESH_MIN_AGE_MS),
      );
      let refreshed = 0;
      for (const channel of due) {
        const token = box.open(channel.tokenSealed, sealContext(channel));
        if (!token) {
          await revoked(channel);
          continue;
        }
        try {
          const fresh = await apis.instagram.refresh(token);
          if (
            await deps.channels.saveRefresh(
              channel.id,
              channel.refreshedAt,
              {
                tokenSealed: box.seal(fresh.token, sealContext(channel)),
                tokenExpiresAt: new Date(now().getTime() + fresh.expiresIn * 1000),
              },
              now(),
            )
          ) {
            refreshed += 1;
          }
        } catch (error) {
          if (error instanceof MetaApiError && error.kind === 'token') await revoked(channel);
          else {
            deps.logger.warn('publishing: token refresh failed; next round tries again', {
              channel: channel.id,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      return refreshed;
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
