import { Hono, type Context } from 'hono';
import type { AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { validateJson } from '#server/http/validation.ts';
import {
  kindLabel,
  unsubscribePageWords,
  type MailLanguage,
} from '#server/game-day-mails/mail-texts.ts';
import {
  unsubscribePage,
  unsubscribePagePolicy,
  type UnsubscribePage,
} from '#server/game-day-mails/unsubscribe-page.ts';
import { mailSettingsSchema } from '#shared/game-day-mails/mail-settings.schema.ts';
import type {
  UnsubscribeLink,
  UnsubscribeState,
} from '#server/game-day-mails/unsubscribe-links.ts';
import { appPaths } from '#shared/site/app-paths.ts';
import { teamSlotIdSchema } from '#shared/team-slots/team-slot.schema.ts';
import { ownSlotPath } from '#server/team-slots/team-slots.routes.ts';

/**
 * GET and PUT /api/team-slots/:id/mails: the member's own game-day mails of a team slot of the
 * current workspace (ADR 026, ADR 058); every role may set its own. A slot of another workspace
 * is a slot that does not exist (404).
 */
export function mailSettingsRoutes(ctx: AppContext) {
  const mails = ctx.services.gameDayMails;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/:id/mails', async (c) => {
      const { user, workspace, id } = ownSlotPath(c);
      return c.json(await mails.settings(workspace.id, user.id, id));
    })
    .put('/:id/mails', async (c) => {
      const { user, workspace, id } = ownSlotPath(c);
      const settings = await validateJson(c, mailSettingsSchema);
      return c.json(await mails.saveSettings(workspace.id, user.id, id, settings));
    });
}

/**
 * The signed unsubscribe link of a game-day mail, without signing in: GET shows what it turns
 * off with one button (a link scanner that opens links turns nothing off); POST turns it off,
 * the button's form and the one-click unsubscribe of mail programs (RFC 8058,
 * `List-Unsubscribe-Post`). The pages (unsubscribe-page.ts) speak the account's language (the
 * browser's for a link that is not valid) and look like the app's public pages. A link that is
 * not valid is 400 `MAIL_UNSUBSCRIBE_INVALID`; one past its end (180 days, or of the first form
 * without an end) 410 `MAIL_UNSUBSCRIBE_EXPIRED`; one of a mail from before the owner set the
 * mails anew 410 `MAIL_UNSUBSCRIBE_OUTDATED`; one of a team slot that is gone 410
 * `MAIL_UNSUBSCRIBE_SLOT_GONE`: each with the catalogue's text on the same page.
 */
export function unsubscribeRoutes(ctx: AppContext) {
  const mails = ctx.services.gameDayMails;
  const linkOf = (c: { req: { query(name: string): string | undefined } }): UnsubscribeLink => ({
    slot: c.req.query('slot') ?? '',
    member: c.req.query('member') ?? '',
    kind: c.req.query('kind') ?? '',
    version: c.req.query('version') ?? '',
    expires: c.req.query('expires') ?? '',
    sig: c.req.query('sig') ?? '',
  });
  /** What the link may do; a slot that is no slot id is no link of ours. */
  const stateOf = (link: UnsubscribeLink, turnOff: boolean): Promise<UnsubscribeState> =>
    !teamSlotIdSchema.safeParse(link.slot).success || link.member.length > 100
      ? Promise.resolve({ state: 'invalid' })
      : turnOff
        ? mails.unsubscribe(link)
        : mails.unsubscribeState(link);
  /** The account's language for a link of ours; the browser's otherwise. */
  const languageOf = async (c: Context, link: UnsubscribeLink | null): Promise<MailLanguage> =>
    (link ? await mails.accountLanguage(link.slot, link.member) : null) ??
    requestLanguage(c.req.raw.headers);
  /** An unsubscribe page in `language`, its texts taken from that language's words. */
  const page = (
    c: Context,
    language: MailLanguage,
    texts: (
      words: (typeof unsubscribePageWords)[MailLanguage],
      language: MailLanguage,
    ) => Omit<UnsubscribePage, 'language'>,
    status: 200 | 400 | 410 = 200,
  ) => {
    c.header('Content-Security-Policy', unsubscribePagePolicy);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(
      unsubscribePage({ language, ...texts(unsubscribePageWords[language], language) }),
      status,
    );
  };
  const refusals = {
    invalid: { status: 400, code: 'MAIL_UNSUBSCRIBE_INVALID' },
    expired: { status: 410, code: 'MAIL_UNSUBSCRIBE_EXPIRED' },
    outdated: { status: 410, code: 'MAIL_UNSUBSCRIBE_OUTDATED' },
    gone: { status: 410, code: 'MAIL_UNSUBSCRIBE_SLOT_GONE' },
  } as const;
  /** The page of a link that turns nothing off, saying why. */
  const refused = async (c: Context, link: UnsubscribeLink, why: keyof typeof refusals) => {
    const { status, code } = refusals[why];
    const error = AppError.of(status, code);
    // A link that is no link of ours learns nothing of the account, not even its language.
    const language = await languageOf(c, why === 'invalid' ? null : link);
    return page(
      c,
      language,
      (words) => ({
        state: why === 'gone' ? 'gone' : 'invalid',
        title:
          why === 'gone'
            ? words.goneTitle
            : why === 'invalid'
              ? words.invalidTitle
              : words.expiredTitle,
        text: error.messages[language],
        link:
          why === 'gone' || why === 'invalid'
            ? { href: '/', label: words.home }
            : { href: appPaths.profileTeams, label: words.settings },
        code: error.code,
      }),
      status,
    );
  };
  return new Hono()
    .get('/', async (c) => {
      const link = linkOf(c);
      const checked = await stateOf(link, false);
      if (checked.state !== 'valid') return refused(c, link, checked.state);
      return page(c, await languageOf(c, link), (words, language) => ({
        state: 'ask',
        title: words.title,
        text: words.ask(kindLabel(language, checked.kind)),
        action: `?${new URLSearchParams({ ...link }).toString()}`,
        button: words.button,
      }));
    })
    .post('/', async (c) => {
      const link = linkOf(c);
      const done = await stateOf(link, true);
      if (done.state !== 'valid') return refused(c, link, done.state);
      return page(c, await languageOf(c, link), (words, language) => ({
        state: 'done',
        title: words.doneTitle,
        text: words.done(kindLabel(language, done.kind)),
        link: { href: appPaths.profileTeams, label: words.settings },
      }));
    });
}
