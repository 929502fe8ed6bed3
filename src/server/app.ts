import {
  mailSettingsRoutes,
  unsubscribeRoutes,
} from '#server/game-day-mails/game-day-mail.routes.ts';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { accountRoutes } from '#server/accounts/account.routes.ts';
import { meRoutes } from '#server/accounts/me.routes.ts';
import { accessTokenVerifier } from '#server/auth/access-token.ts';
import { authRoutes } from '#server/auth/auth.routes.ts';
import { mfaRoutes } from '#server/mfa/mfa.routes.ts';
import { profileRoutes } from '#server/profile/profile.routes.ts';
import { weekendRoutes } from '#server/weekend/weekend.routes.ts';
import { teamSlotRoutes } from '#server/team-slots/team-slots.routes.ts';
import { templateRoutes } from '#server/templates/templates.routes.ts';
import { backgroundRoutes } from '#server/backgrounds/backgrounds.routes.ts';
import { billingRoutes, billingWebhookRoutes } from '#server/billing/billing.routes.ts';
import { logoRoutes } from '#server/logos/logos.routes.ts';
import { sponsorRoutes } from '#server/sponsors/sponsors.routes.ts';
import { sessionMiddleware } from '#server/auth/session.ts';
import {
  currentWorkspaceRoutes,
  invitationRoutes,
  workspaceMiddleware,
  workspaceRoutes,
} from '#server/workspaces/workspace.routes.ts';
import { type AuthVariables } from '#server/http/session-user.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/http/app-error.ts';
import { closeAfterUnreadBody } from '#server/http/close-unread-body.ts';
import { compressText } from '#server/http/compression.ts';
import { authOriginGuard, csrfGuard } from '#server/http/csrf.ts';
import { acceptedOrigins } from '#server/http/origins.ts';
import { errorHandler } from '#server/http/error-handler.ts';
import { inputGuard } from '#server/http/input-guard.ts';
import { storageOrigins } from '#server/http/content-security-policy.ts';
import { requestLog } from '#server/http/request-log.ts';
import { mountWebApp } from '#server/http/static-files.ts';
import { writeLimit } from '#server/rate-limits/write-limit.middleware.ts';
import type { WriteLimit } from '#server/rate-limits/write-limit.service.ts';
import { healthRoutes } from '#server/health/health.routes.ts';
import { siteRoutes } from '#server/site/site.routes.ts';
import { readyRoutes } from '#server/health/ready.routes.ts';
import { unavailableError } from '#server/health/unavailable.ts';
import { metricsRoutes } from '#server/metrics/metrics.routes.ts';
import { exportRoutes } from '#server/exports/exports.routes.ts';
import { imageProxyRoutes } from '#server/image-proxy/image-proxy.routes.ts';
import type { ImageFetcher } from '#server/images/safe-fetch.ts';
import { fileRoutes } from '#server/storage/files.routes.ts';
import { clubApiKeyRoutes } from '#server/sports/club-api-keys/club-api-keys.routes.ts';
import { crestRoutes } from '#server/sports/crests.routes.ts';
import { sportsGatewayRoutes } from '#server/sports/gateway/gateway.routes.ts';
import { projectRoot } from '#server/paths.ts';
import { publicationRoutes, publishingRoutes } from '#server/publishing/publishing.routes.ts';
import {
  gameDayPublishingRoutes,
  publishNowRoutes,
} from '#server/publishing/game-day-publishing.routes.ts';
import { retryLinkRoutes } from '#server/publishing/retry-link.routes.ts';
import { createMetaDouble } from '#server/publishing/demo/meta-double.ts';
import { DEMO_META_PATH } from '#server/config/env-publishing.ts';

export interface AppOptions {
  /** Where the built web app lives; defaults to dist/client. */
  clientDir?: string;
  /**
   * The remote image fetcher; tests pass one whose address policy admits a local test host.
   * startServer hands it to the services (the image proxy and exports use it).
   */
  imageFetcher?: ImageFetcher;
  /**
   * The federation breakers' back-off (10 s doubling to 2 min unless set); a test sets it long
   * so that the back-off outlasts it on a busy machine.
   */
  sportsBackoff?: { firstMs: number; maxMs: number };
  /**
   * The clock publications are checked and scheduled by (`POST /api/publications`); a test moves
   * it to days such as the summer-time changes. The real time unless set.
   */
  publishingClock?: () => Date;
}

/** The whole HTTP surface: /api routes first, then the web app. */
export function createApp(ctx: AppContext, options: AppOptions = {}) {
  const { appUrl, isProduction } = ctx.config;
  const origins = acceptedOrigins(appUrl, isProduction);
  const app = new Hono();
  const handleError = errorHandler(ctx.logger);
  // A database or file storage that cannot serve is a 503 the caller may retry, not a 500; the
  // operator reads why in the log.
  app.onError((error, c) => {
    const unavailable = unavailableError(error);
    if (unavailable) {
      ctx.logger.warn('request refused: a part is unavailable', {
        code: unavailable.code,
        method: c.req.method,
        path: c.req.path,
        error,
      });
    }
    return handleError(unavailable ?? error, c);
  });
  app.use('*', requestLog(ctx.logger));
  app.use('*', ctx.services.metrics.requestMetrics);
  app.use('*', closeAfterUnreadBody);
  app.use('*', compressText());
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'same-origin',
      contentSecurityPolicy: undefined,
    }),
  );

  const api = new Hono<{ Variables: AuthVariables }>();
  api.use(
    '*',
    bodyLimit({
      maxSize: 12 * 1024 * 1024,
      onError: () => {
        throw AppError.of(413, 'PAYLOAD_TOO_LARGE');
      },
    }),
  );
  api.use('*', inputGuard);
  // Readiness asks the database itself: before any middleware that would need it.
  api.route('/ready', readyRoutes(ctx));
  api.route('/metrics', metricsRoutes(ctx.services.metrics, ctx.config.metricsToken));
  // Payment webhooks carry no cookie and are signed over the raw body: before CSRF and session.
  api.route('/billing/webhook', billingWebhookRoutes(ctx));
  // The signed unsubscribe link of game-day mails works without signing in and from mail
  // programs (one-click POST without an Origin): before CSRF and session.
  api.route('/game-day-mails/unsubscribe', unsubscribeRoutes(ctx));
  // So does the one-click retry of a publication's failure mail (its signed link).
  api.route('/publication-retry', retryLinkRoutes(ctx));
  // And the 'Jetzt veröffentlichen' link of game-day publishing's 'ask' mail.
  api.route('/game-day-publications/publish', publishNowRoutes(ctx));
  api.use('/auth/*', authOriginGuard(origins, appUrl, ctx.logger));
  api.route('/auth', authRoutes(ctx));
  api.route('/site', siteRoutes(ctx.config));
  api.use('*', csrfGuard(origins, appUrl, ctx.logger));
  api.use(
    '*',
    sessionMiddleware(
      ctx.auth,
      ctx.services.mfa.hasVerifiedFactor,
      accessTokenVerifier(ctx.auth, ctx.config.appUrl),
    ),
  );
  // The workspace a signed-in request acts in, read on every request (ADR 058).
  api.use('*', workspaceMiddleware(ctx.services.workspaces));
  // Per-user limits on writes and on what makes the server fetch (rate-limits/).
  const limit = (name: WriteLimit, methods?: readonly string[]) =>
    writeLimit(ctx.services.writeLimits, name, methods);
  api.use('/templates/*', limit('templates'));
  api.use('/backgrounds/*', limit('uploads'));
  api.use('/logos/*', limit('uploads'));
  // '/sponsors/*' matches '/sponsors' itself too: one middleware, one count per request.
  api.use('/sponsors/*', limit('uploads'));
  api.use('/team-slots/*', limit('teamSlots'));
  api.use('/billing/checkout', limit('billing'));
  api.use('/billing/portal', limit('billing'));
  api.use('/profile/*', limit('profile'));
  api.use('/club-api-keys/*', limit('clubApiKeys'));
  // As for sponsors: '/x/*' matches '/x' too, so one middleware counts each request once.
  api.use('/workspaces/*', limit('workspaces'));
  api.use('/image-proxy/*', limit('imageProxy', ['GET']));
  api.use('/publications/*', limit('publications', ['POST', 'DELETE']));
  api.use('/publishing/:platform/connect', limit('publishing', ['GET']));
  api.use('/publishing/channels/*', limit('publishing'));
  api.route('/health', healthRoutes(ctx));
  api.route('/me/workspace', currentWorkspaceRoutes(ctx));
  api.route('/me', meRoutes(ctx));
  api.route('/workspaces', workspaceRoutes(ctx));
  api.route('/invitations', invitationRoutes(ctx));
  api.route('/account', accountRoutes(ctx));
  api.route('/mfa', mfaRoutes(ctx));
  api.route('/profile', profileRoutes(ctx));
  api.route('/files', fileRoutes(ctx));
  api.route('/', sportsGatewayRoutes(ctx));
  api.route('/crests', crestRoutes());
  api.route('/club-api-keys', clubApiKeyRoutes(ctx));
  api.route('/image-proxy', imageProxyRoutes(ctx, ctx.services.imageFetcher));
  api.route('/exports', exportRoutes(ctx));
  api.route('/billing', billingRoutes(ctx));
  api.route('/team-slots', mailSettingsRoutes(ctx));
  api.route('/team-slots', gameDayPublishingRoutes(ctx));
  api.route('/team-slots', teamSlotRoutes(ctx));
  api.route('/weekend', weekendRoutes(ctx));
  api.route('/templates', templateRoutes(ctx));
  api.route('/backgrounds', backgroundRoutes(ctx));
  api.route('/logos', logoRoutes(ctx));
  api.route('/sponsors', sponsorRoutes(ctx));
  api.route('/publishing', publishingRoutes(ctx));
  api.route('/publications', publicationRoutes(ctx));
  api.all('*', () => {
    throw AppError.of(404, 'NOT_FOUND');
  });
  app.route('/api', api);

  // The Meta double on the app's own origin (PUBLISHING=demo): `npm start` tries the whole flow
  // offline; it fetches images from this origin only.
  if (ctx.config.publishing.kind === 'demo') {
    const double = createMetaDouble({
      basePath: DEMO_META_PATH,
      allowedOrigin: new URL(appUrl).origin,
    });
    app.route(DEMO_META_PATH, double.app);
    app.get(`${DEMO_META_PATH}/`, (c) => c.redirect(DEMO_META_PATH, 301));
  }

  mountWebApp(app, options.clientDir ?? path.join(projectRoot, 'dist/client'), {
    imageOrigins: storageOrigins(ctx.config.storage),
    appUrl: ctx.config.appUrl,
  });
  return app;
}
