import { Hono, type Context } from 'hono';
import type { AppContext } from '#server/context.ts';
import { linkPageResponse } from '#server/game-day-mails/unsubscribe-page.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import type { AuthVariables } from '#server/http/session-user.ts';
import { validateJson } from '#server/http/validation.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import type { PublishNowLink } from '#server/publishing/publish-now-links.ts';
import type { PublishNowAnswer } from '#server/publishing/publish-now.service.ts';
import { ownSlotPath } from '#server/team-slots/team-slots.routes.ts';
import { gameDayPublishingSchema } from '#shared/publishing/game-day-publishing.schema.ts';
import { appPaths } from '#shared/site/app-paths.ts';

/**
 * GET and PUT /api/team-slots/:id/publishing: the slot's game-day publishing, one setting for
 * the workspace (ADR 059); every role may set it, as every role publishes.
 */
export function gameDayPublishingRoutes(ctx: AppContext) {
  const gameDays = ctx.services.gameDayPublishing;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/:id/publishing', async (c) => {
      const { workspace, id } = ownSlotPath(c);
      return c.json(await gameDays.settings(workspace.id, id));
    })
    .put('/:id/publishing', async (c) => {
      const { user, workspace, id } = ownSlotPath(c);
      const body = await validateJson(c, gameDayPublishingSchema);
      return c.json(await gameDays.saveSettings(workspace.id, user.id, id, body));
    });
}

/**
 * The 'Jetzt veröffentlichen' link of an 'ask' mail (`/api/game-day-publications/publish`),
 * without signing in: GET shows what it publishes where, with one button; the button's POST
 * publishes, once. The page is the public page of mailed links, in the reader's language.
 */
export function publishNowRoutes(ctx: AppContext) {
  const publishNow = ctx.services.publishNow;
  const linkOf = (c: Context): PublishNowLink => ({
    slot: c.req.query('slot') ?? '',
    day: c.req.query('day') ?? '',
    kind: c.req.query('kind') ?? '',
    version: c.req.query('version') ?? '',
    expires: c.req.query('expires') ?? '',
    sig: c.req.query('sig') ?? '',
  });

  function page(c: Context, link: PublishNowLink, answer: PublishNowAnswer) {
    const language = answer.language ?? requestLanguage(c.req.raw.headers);
    const texts = mailTexts[language];
    const words = texts.publishNowPage;
    if (answer.state === 'ask') {
      return linkPageResponse(c, {
        language,
        state: 'ask',
        title: words.title,
        text: words.ask(texts.gameDayAsk.kinds[answer.kind], answer.team, answer.channels),
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
    const ours = answer.code !== 'GAME_DAY_LINK_INVALID';
    return linkPageResponse(
      c,
      {
        language,
        state: answer.code === 'GAME_DAY_ALREADY_PUBLISHED' ? 'done' : 'invalid',
        title:
          answer.code === 'GAME_DAY_LINK_INVALID'
            ? words.invalidTitle
            : answer.code === 'GAME_DAY_LINK_EXPIRED'
              ? words.expiredTitle
              : words.refusedTitle,
        text: error.messages[language],
        link: ours
          ? { href: appPaths.publications, label: words.posts }
          : { href: '/', label: words.home },
        code: answer.code,
      },
      answer.status,
    );
  }

  return new Hono()
    .get('/', async (c) => {
      const link = linkOf(c);
      return page(c, link, await publishNow.state(link));
    })
    .post('/', async (c) => {
      const link = linkOf(c);
      return page(c, link, await publishNow.press(link));
    });
}
