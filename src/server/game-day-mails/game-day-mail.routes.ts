import { Hono } from 'hono';
import { requireUser, type AuthVariables } from '#server/auth/session.ts';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { validateJson } from '#server/http/validation.ts';
import { escapeHtml, kindLabel, unsubscribePageWords } from '#server/game-day-mails/mail-texts.ts';
import { mailSettingsSchema } from '#shared/game-day-mails/mail-settings.schema.ts';
import { teamSlotIdSchema } from '#shared/team-slots/team-slot.schema.ts';

function slotId(raw: string): string {
  const parsed = teamSlotIdSchema.safeParse(raw);
  if (!parsed.success) throw AppError.of(404, 'NOT_FOUND');
  return parsed.data;
}

/**
 * GET and PUT /api/team-slots/:id/mails: the game-day mails of the user's own team slot
 * (ADR 026). Another user's slot is a slot that does not exist (404).
 */
export function mailSettingsRoutes(ctx: AppContext) {
  const mails = ctx.services.gameDayMails;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/:id/mails', async (c) => {
      const user = requireUser(c);
      return c.json(await mails.settings(user.id, slotId(c.req.param('id'))));
    })
    .put('/:id/mails', async (c) => {
      const user = requireUser(c);
      const id = slotId(c.req.param('id'));
      const settings = await validateJson(c, mailSettingsSchema);
      return c.json(await mails.saveSettings(user.id, id, settings));
    });
}

function page(language: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · Matchpost</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The signed unsubscribe link of a game-day mail, without signing in: GET shows what it turns
 * off with one button (a link scanner that opens links turns nothing off); POST turns it off,
 * the button's form and the one-click unsubscribe of mail programs (RFC 8058,
 * `List-Unsubscribe-Post`).
 */
export function unsubscribeRoutes(ctx: AppContext) {
  const mails = ctx.services.gameDayMails;
  const query = (c: { req: { query(name: string): string | undefined } }) => ({
    slot: c.req.query('slot') ?? '',
    kind: c.req.query('kind') ?? '',
    sig: c.req.query('sig') ?? '',
  });
  const languageOf = (headers: Headers) => requestLanguage(headers);
  return new Hono()
    .get('/', (c) => {
      const { slot, kind, sig } = query(c);
      if (!teamSlotIdSchema.safeParse(slot).success || !mails.checkUnsubscribe(slot, kind, sig)) {
        throw AppError.of(400, 'MAIL_UNSUBSCRIBE_INVALID');
      }
      const language = languageOf(c.req.raw.headers);
      const words = unsubscribePageWords[language];
      const action = `?${new URLSearchParams({ slot, kind, sig }).toString()}`;
      return c.html(
        page(
          language,
          words.title,
          `<p>${escapeHtml(words.ask(kindLabel(language, kind)))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(words.button)}</button></form>`,
        ),
      );
    })
    .post('/', async (c) => {
      const { slot, kind, sig } = query(c);
      if (!teamSlotIdSchema.safeParse(slot).success) {
        throw AppError.of(400, 'MAIL_UNSUBSCRIBE_INVALID');
      }
      const turnedOff = await mails.unsubscribe(slot, kind, sig);
      const language = languageOf(c.req.raw.headers);
      const words = unsubscribePageWords[language];
      return c.html(
        page(
          language,
          words.title,
          `<p>${escapeHtml(words.done(kindLabel(language, turnedOff)))}</p>`,
        ),
      );
    });
}
