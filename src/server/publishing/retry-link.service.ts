import type { EntitlementsService } from '#server/accounts/entitlements.service.ts';
import type { PublicationRepository } from '#server/publishing/publication.repository.ts';
import type { RetryLink, RetryLinks } from '#server/publishing/retry-links.ts';
import { errorLanguages, type Language, type PlainErrorCode } from '#shared/errors/error-codes.ts';

/** Where a refused link's page leads: the posts, the channels (to reconnect) or the app. */
export type RetryLinkExit = 'posts' | 'channels' | 'home';

/**
 * What a failure mail's retry link may do: `ask` (GET: the channel it would retry), `done`
 * (POST: retried), or refused with the catalogue's code, its status and where to go next.
 * `language` is the reader's (the mail's), null for a link that is not ours.
 */
export type RetryLinkAnswer =
  | { state: 'ask'; channel: string; language: Language }
  | { state: 'done'; channel: string; language: Language }
  | {
      state: 'refused';
      code: PlainErrorCode;
      status: 400 | 403 | 404 | 409 | 410;
      exit: RetryLinkExit;
      language: Language | null;
    };

/**
 * The one-click retry of a failure mail (ADR 059), without signing in: the signed link names
 * one target in the round that failed. Asked (GET) it says what it would retry; pressed (POST)
 * it schedules that target again, now, once: the retry moves the target to its next round, so
 * the same link, pressed again or in another process, finds nothing left to retry (409). The
 * checks of a retry in the app hold here too: the plan, the channel still connected.
 */
export function createRetryLinkService(deps: {
  publications: PublicationRepository;
  entitlements: EntitlementsService;
  retryLinks: RetryLinks;
  /** Queues what is due now (the retried target at once). */
  queueDue: () => Promise<unknown>;
  now: () => Date;
}) {
  const refused = (
    code: PlainErrorCode,
    status: 400 | 403 | 404 | 409 | 410,
    exit: RetryLinkExit,
    language: Language | null,
  ): RetryLinkAnswer => ({ state: 'refused', code, status, exit, language });

  async function check(link: RetryLink, act: boolean): Promise<RetryLinkAnswer> {
    const signed = deps.retryLinks.state(link);
    if (signed.state === 'invalid')
      return refused('PUBLICATION_RETRY_LINK_INVALID', 400, 'home', null);
    const context = await deps.publications.context(link.target);
    const reader = context ? await deps.publications.memberOrOwner(context.publication) : null;
    const language =
      reader && (errorLanguages as readonly string[]).includes(reader.language)
        ? (reader.language as Language)
        : null;
    if (signed.state === 'expired') {
      return refused('PUBLICATION_RETRY_LINK_EXPIRED', 410, 'posts', language);
    }
    if (!context) return refused('PUBLICATION_NOT_FOUND', 404, 'home', language);
    const { target, channel, publication } = context;
    if (target.round !== signed.round || target.state !== 'failed') {
      return refused('PUBLICATION_NOT_RETRYABLE', 409, 'posts', language);
    }
    if (!channel) return refused('PUBLISHING_CHANNEL_GONE', 409, 'posts', language);
    if (channel.state !== 'connected') {
      return refused('PUBLISHING_RECONNECT_NEEDED', 409, 'channels', language);
    }
    const { limits } = await deps.entitlements.entitlements(publication.workspaceId);
    if (!limits.canPublish) return refused('PUBLISHING_NOT_IN_PLAN', 403, 'posts', language);
    const answer = { channel: target.channelName, language: language ?? 'de' } as const;
    if (!act) return { state: 'ask', ...answer };
    if (!(await deps.publications.retryTarget(target.id, signed.round, deps.now()))) {
      return refused('PUBLICATION_NOT_RETRYABLE', 409, 'posts', language);
    }
    await deps.queueDue();
    return { state: 'done', ...answer };
  }

  return {
    /** GET: what the link would retry, or why it retries nothing. */
    state: (link: RetryLink) => check(link, false),
    /** POST: the retry, once. */
    retry: (link: RetryLink) => check(link, true),
  };
}

export type RetryLinkService = ReturnType<typeof createRetryLinkService>;
