import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { requireUser, type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { AppError, requestLanguage } from '#server/http/app-error.ts';
import { validateJson } from '#server/http/validation.ts';
import { confirmsDeletion } from '#shared/accounts/deletion-confirmation.ts';

const deletionSchema = z.object({ confirmation: z.string().max(100) }).strict();

/**
 * POST /api/account/delete {confirmation}: deletes the signed-in user's account. The confirmation
 * is the word of the request's language (X-Language, then Accept-Language): LÖSCHEN, SUPPRIMER,
 * ELIMINA or DELETE; DELETE is accepted in every language.
 */
export function accountRoutes(ctx: AppContext) {
  return new Hono<{ Variables: AuthVariables }>().post('/delete', async (c) => {
    const user = requireUser(c);
    const { confirmation } = await validateJson(c, deletionSchema);
    if (!confirmsDeletion(confirmation, requestLanguage(c.req.raw.headers)))
      throw AppError.of(400, 'CONFIRMATION_FAILED');
    await ctx.services.accountDeletion.deleteAccount(user.id);
    for (const name of ['matchpost.session_token', 'matchpost.session_data']) {
      deleteCookie(c, name, { path: '/' });
      deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
    }
    return c.json({ deleted: true });
  });
}
