import { Hono, type Context } from 'hono';
import type { AuthVariables } from '#server/auth/session.ts';
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
import { mailSettingsSchema, type MailKind } from '#shared/game-day-mails/mail-settings.schema.ts';
import { appPaths } from '#shared/site/app-paths.ts';
import { teamSlotIdSchema } from '#shared/team-slots/team-slot.schema.ts';
import { ownSlotPath } from '#server/team-slots/team-slots.routes.ts';

/**
 * GET and PUT /api/team-slots/:id/mails: the game-day mails of the user's own team slot
 * (ADR 026). Another user's slot is a slot that does not exist (404).
 */
export function mailSettingsRoutes(ctx: AppContext) {
  const mails = ctx.services.gameDayMails;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/:id/mails', async (c) => {
      const { user, id } = ownSlotPath(c);
      return c.json(await mails.settings(user.id, id));
    })
    .put('/:id/mails', async (c) => {
      const { user, id } = ownSlotPath(c);
      const settings = await validateJson(c, mailSettingsSchema);
      return c.json(await mails.saveSettings(user.id, id, settings));
    });
}

/**
 * The signed unsubscribe link of a game-day mail, without signing in: GET shows what it turns
 * off with one button (a link scanner that opens links turns nothing off); POST turns it off,
 * the button's form and the one-click unsubscribe of mail programs (RFC 8058,
 * `List-Unsubscribe-Post`). The pages (unsubscribe-page.ts) speak the account's language (the
 * browser's for a link that is not valid) and look like the app's public pages. A link that is
 * not valid is 400 `MAIL_UNSUBSCRIBE_INVALID` with the catalogue's text on the same page.
 */
export function unsubscribeRoutes(ctx: AppContext) {
  const mails = ctx.services.gameDayMails;
  const query = (c: { req: { query(name: string): string | undefined } }) => ({
    slot: c.req.query('slot') ?? '',
    kind: c.req.query('kind') ?? '',
    sig: c.req.query('sig') ?? '',
  });
  const signed = (slot: string, kind: string, sig: string): kind is MailKind =>
    teamSlotIdSchema.safeParse(slot).success && mails.checkUnsubscribe(slot, kind, sig);
  /** The account's language for a signed link; the browser's otherwise. */
  const languageOf = async (c: Context, slot: string | null): Promise<MailLanguage> =>
    (slot ? await mails.accountLanguage(slot) : null) ?? requestLanguage(c.req.raw.headers);
  /** An unsubscribe page in `language`, its texts taken from that language's words. */
  const page = (
    c: Context,
    language: MailLanguage,
    texts: (
      words: (typeof unsubscribePageWords)[MailLanguage],
      language: MailLanguage,
    ) => Omit<UnsubscribePage, 'language'>,
    status: 200 | 400 = 200,
  ) => {
    c.header('Content-Security-Policy', unsubscribePagePolicy);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(
      unsubscribePage({ language, ...texts(unsubscribePageWords[language], language) }),
      status,
    );
  };
  const invalid = (c: Context, language: MailLanguage) => {
    const error = AppError.of(400, 'MAIL_UNSUBSCRIBE_INVALID');
    return page(
      c,
      language,
      (words) => ({
        state: 'invalid',
        title: words.invalidTitle,
        text: error.messages[language],
        link: { href: '/', label: words.home },
        code: error.code,
      }),
      400,
    );
  };
  return new Hono()
    .get('/', async (c) => {
      const { slot, kind, sig } = query(c);
      if (!signed(slot, kind, sig)) return invalid(c, await languageOf(c, null));
      return page(c, await languageOf(c, slot), (words, language) => ({
        state: 'ask',
        title: words.title,
        text: words.ask(kindLabel(language, kind)),
        action: `?${new URLSearchParams({ slot, kind, sig }).toString()}`,
        button: words.button,
      }));
    })
    .post('/', async (c) => {
      const { slot, kind, sig } = query(c);
      if (!signed(slot, kind, sig)) return invalid(c, await languageOf(c, null));
      const turnedOff = await mails.unsubscribe(slot, kind, sig);
      return page(c, await languageOf(c, slot), (words, language) => ({
        state: 'done',
        title: words.doneTitle,
        text: words.done(kindLabel(language, turnedOff)),
        link: { href: appPaths.profileTeams, label: words.settings },
      }));
    });
}
