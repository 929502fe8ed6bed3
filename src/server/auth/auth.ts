import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { jwt, magicLink } from 'better-auth/plugins';
import type { Config } from '#server/config/env.ts';
import type { Db } from '#server/db/database.ts';
import { authDatabaseAdapter } from '#server/db/auth-adapter.ts';
import type { AccountRepository } from '#server/accounts/account.repository.ts';
import type { RateLimitRepository } from '#server/auth/rate-limit.repository.ts';
import type { SignInLinkRepository } from '#server/auth/sign-in-link.repository.ts';
import type { Logger } from '#server/logging/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { hitRateLimit } from '#server/auth/address-rate-limit.ts';
import { magicLinkMail } from '#server/auth/magic-link-mail.ts';
import { acceptedOrigins, originOf } from '#server/http/origins.ts';
import { parseLanguage } from '#server/http/app-error.ts';
import { errorMessages } from '#shared/errors/error-codes.ts';

/** The header the app sets from the socket address (or a trusted proxy) for per-IP limits. */
export const CLIENT_IP_HEADER = 'x-matchpost-client-ip';

/** The caller's address as the app set it; callers without one share a single bucket. */
function callerOf(headers: Headers | undefined): string {
  return headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
}

export const MAGIC_LINK_TTL_SECONDS = 600;
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * Links per address: 3 per caller (address and IP) in 15 minutes (beyond: 429), and sign-in mails
 * to one address from all callers: 5 in 15 minutes and 20 in a day. Beyond those, a request gets
 * the same answer as a link that was sent, and no mail while the address still has a link that
 * works; without one, a mail goes out. So strangers can bound the mails but never leave the
 * person at the address without a working link; each caller's new link voids only that caller's
 * older ones (ADR 003, ADR 055).
 */
const LINKS_PER_ADDRESS_AND_CALLER = { max: 3, windowSeconds: 15 * 60 };
const MAILS_PER_ADDRESS = [
  { name: '15m', max: 5, windowSeconds: 15 * 60 },
  { name: 'day', max: 20, windowSeconds: 24 * 60 * 60 },
] as const;
const SIGN_IN_PER_IP = { max: 30, windowSeconds: 5 * 60 };

export interface AuthDeps {
  config: Config;
  /** Only for the auth library's adapter. */
  db: Db;
  accounts: AccountRepository;
  rateLimits: RateLimitRepository;
  signInLinks: SignInLinkRepository;
  mailer: Mailer;
  logger: Logger;
}

/** A path in the app, or an absolute URL on one of the app's own origins. */
export function isOwnUrl(target: string, origins: readonly string[]): boolean {
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return true;
  const origin = originOf(target);
  return origin !== undefined && origins.includes(origin);
}

/**
 * The mailed link on the origin the person asked from, when that is one of the app's own (the
 * other loopback spelling in development): the session cookie then lands where they are. The
 * app paths it leads back to become absolute on that origin too, or the library would resolve
 * them against APP_URL.
 */
export function linkOnOrigin(
  url: string,
  requestOrigin: string | undefined,
  origins: readonly string[],
): string {
  if (!requestOrigin || !origins.includes(requestOrigin)) return url;
  const link = new URL(url);
  if (link.origin === requestOrigin) return url;
  const moved = new URL(`${link.pathname}${link.search}`, requestOrigin);
  for (const field of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']) {
    const target = moved.searchParams.get(field);
    if (target?.startsWith('/')) moved.searchParams.set(field, `${requestOrigin}${target}`);
  }
  return moved.toString();
}

export function createAuth({
  config,
  db,
  accounts,
  rateLimits,
  signInLinks,
  mailer,
  logger,
}: AuthDeps) {
  const origins = acceptedOrigins(config.appUrl, config.isProduction);

  /**
   * Counts a sign-in mail to the address against its caps (every request counts); true when a
   * cap is reached and the address has another link that still works, so no mail goes out.
   */
  async function mailsCapped(address: string, identifier: string): Promise<boolean> {
    let capped = false;
    for (const cap of MAILS_PER_ADDRESS) {
      const key = `magic-link-address:${address}|mails:${cap.name}`;
      if ((await hitRateLimit(rateLimits, key, cap.max, cap.windowSeconds)) > 0) capped = true;
    }
    return capped && (await signInLinks.hasWorkingLink(address, identifier));
  }

  return betterAuth({
    appName: 'Matchpost',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.appSecret,
    trustedOrigins: origins,
    database: authDatabaseAdapter(db),
    emailAndPassword: { enabled: false },
    session: {
      additionalFields: {
        // Raised to aal2 by the MFA service once a second factor is verified in the session.
        aal: { type: 'string', defaultValue: 'aal1', input: false },
      },
      expiresIn: SESSION_TTL_SECONDS,
      // Renewed on use: a session used within a day of the last renewal gets a fresh 7 days.
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // Generous for ordinary calls: many people of one club share an address. Session reads
      // (every page load) are not limited at all; sign-in is limited tightly below.
      window: 60,
      max: 300,
      customRules: {
        '/get-session': false,
        '/sign-in/magic-link': { window: SIGN_IN_PER_IP.windowSeconds, max: SIGN_IN_PER_IP.max },
        '/magic-link/verify': { window: SIGN_IN_PER_IP.windowSeconds, max: SIGN_IN_PER_IP.max },
      },
    },
    advanced: {
      cookiePrefix: 'matchpost',
      useSecureCookies: config.appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // The product rows of a new user; idempotent, so a retried sign-in never fails on them.
          after: async (user) => {
            await accounts.createUserRows(user.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/magic-link') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // Links may only lead back into the app: no open redirect through a mailed link.
        for (const field of ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']) {
          const target = body[field];
          if (target !== undefined && !isOwnUrl(String(target), origins)) {
            throw new APIError('FORBIDDEN', {
              code: 'INVALID_CALLBACK_URL',
              message: errorMessages.INVALID_CALLBACK_URL.en,
            });
          }
        }
        const email = String(body.email ?? '')
          .trim()
          .toLowerCase();
        if (!email) return;
        const caller = callerOf(ctx.headers);
        // Under the address's own key, so deleting the account clears it with the rest.
        const limited = await hitRateLimit(
          rateLimits,
          `magic-link-address:${email}|caller:${caller}`,
          LINKS_PER_ADDRESS_AND_CALLER.max,
          LINKS_PER_ADDRESS_AND_CALLER.windowSeconds,
        );
        if (limited > 0) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: 'RATE_LIMITED',
            message: errorMessages.RATE_LIMITED.en,
          });
        }
      }),
    },
    plugins: [
      magicLink({
        storeToken: 'hashed',
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        rateLimit: { window: SIGN_IN_PER_IP.windowSeconds, max: SIGN_IN_PER_IP.max },
        sendMagicLink: async ({ email, url, token, metadata }, endpoint) => {
          // The library stores the link under the token's SHA-256 (storeToken: 'hashed').
          const identifier = `magic-link:${createHash('sha256').update(token).digest('base64url')}`;
          const address = email.trim().toLowerCase();
          if (await mailsCapped(address, identifier)) {
            // The answer stays the library's own, as for a link that was sent.
            await signInLinks.discard(identifier);
            logger.info('magic link held back: the address has a working link', { to: email });
            return;
          }
          await signInLinks.replaceCallersLinks(identifier, address, callerOf(endpoint?.headers));
          const language = parseLanguage(metadata?.language) ?? 'de';
          const link = linkOnOrigin(url, originOf(endpoint?.headers?.get('origin')), origins);
          try {
            await mailer.send(magicLinkMail(email, link, language));
          } catch (error) {
            // A link that never left counts as no working link for the cap above.
            await signInLinks.discard(identifier);
            // The mail server did not take it: the person is told so in their language and
            // asks again later (503 with the catalogue's text), never a bare 500.
            logger.warn('magic link not sent: the mail server did not take it', {
              to: email,
              error,
            });
            // The library answers what it is thrown; the route gives it the person's language.
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'MAIL_UNAVAILABLE',
              message: errorMessages.MAIL_UNAVAILABLE.en,
            });
          }
          logger.info('magic link sent', { to: email });
        },
      }),
      jwt({
        // API clients fetch an access token from /api/auth/token; signing one into a header of
        // every session lookup (the plugin's default) cost a key read and a signature on each
        // signed-in request.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: config.appUrl,
          audience: config.appUrl,
          expirationTime: '15m',
          // Only what an API client needs, never the whole user record. `sid` ties the token to
          // its session, so it stops working when the session ends.
          definePayload: ({ user, session }) => ({
            sid: session.id,
            email: user.email,
            aal: (session as { aal?: string }).aal === 'aal2' ? 'aal2' : 'aal1',
          }),
        },
        jwks: {
          keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' },
          // A new signing key every 30 days; the old one stays published for a day, far longer
          // than any token it signed lives.
          rotationInterval: 30 * 24 * 60 * 60,
          gracePeriod: 24 * 60 * 60,
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
