import { Hono, type Context } from 'hono';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import { linkPageResponse } from '#server/game-day-mails/unsubscribe-page.ts';
import type { RetryLink } from '#server/publishing/retry-links.ts';
import type { RetryLinkAnswer, RetryLinkExit } from '#server/publishing/retry-link.service.ts';
import { appPaths } from '#shared/site/app-paths.ts';

/**
 * The one-click retry of a failure mail (`/api/publication-retry`, ADR 059), without signing
 * in: GET shows the channel it retries and one button (a mail scanner that opens the link
 * retries nothing); the button's POST retries, once. The page is the public page of mailed
 * links (the unsubscribe page's look), in the reader's language; a refused link shows the
 * catalogue's text with its status and code, and a link onwards.
 */
export function retryLinkRoutes(ctx: AppContext) {
  const service = ctx.services.retryLinks;
  const linkOf = (c: Context): RetryLink => ({
    target: c.req.query('target') ?? '',
    round: c.req.query('round') ?? '',
    expires: c.req.query('expires') ?? '',
    sig: c.req.query('sig') ?? '',
  });
  const exits: Record<RetryLinkExit, string> = {
    posts: appPaths.publications,
    channels: appPaths.profileChannels,
    home: '/',
  };

  function page(c: Context, link: RetryLink, answer: RetryLinkAnswer) {
    const language = answer.language ?? requestLanguage(c.req.raw.headers);
    const words = mailTexts[language].retryPage;
    if (answer.state === 'ask') {
      return linkPageResponse(c, {
        language,
        state: 'ask',
        title: words.title,
        text: words.ask(answer.channel),
        action: `?${new URLSearchParams({ ...link }).toString()}`,
        button: words.button,
      });
    }
    if (answer.state === 'done') {
      return linkPageResponse(c, {
        language,
        state: 'done',
        title: words.doneTitle,
        text: words.done,
        link: { href: appPaths.publications, label: words.posts },
      });
    }
    const error = AppError.of(answer.status, answer.code);
    const labels: Record<RetryLinkExit, string> = {
      posts: words.posts,
      channels: words.channels,
      home: words.home,
    };
    return linkPageResponse(
      c,
      {
        language,
        state: 'invalid',
        title:
          answer.code === 'PUBLICATION_RETRY_LINK_INVALID'
            ? words.invalidTitle
            : answer.code === 'PUBLICATION_RETRY_LINK_EXPIRED'
              ? words.expiredTitle
              : words.refusedTitle,
        text: error.messages[language],
        link: { href: exits[answer.exit], label: labels[answer.exit] },
        code: answer.code,
      },
      answer.status,
    );
  }

  return new Hono()
    .get('/', async (c) => {
      const link = linkOf(c);
      return page(c, link, await service.state(link));
    })
    .post('/', async (c) => {
      const link = linkOf(c);
      return page(c, link, await service.retry(link));
    });
}
