/**
 * The web app's pages (docs/product.md section 2), one list for both sides: the client router declares
 * its routes with these paths, and the server answers any other path with the 404 page and the
 * status 404 (`http/static-files.ts`). Patterns use the router's syntax: `:name` is one segment,
 * a trailing `*` any rest.
 */
export const appPaths = {
  home: '/',
  auth: '/auth',
  studio: '/studio',
  studioSport: '/studio/:sport',
  studioClub: '/studio/:sport/:clubId',
  studioTeam: '/studio/:sport/:clubId/:teamId',
  /** gameIds: one id or a comma list of up to three. */
  studioGames: '/studio/:sport/:clubId/:teamId/:gameIds',
  /** The weekend of the user's saved teams: every post at once (signed in). */
  weekend: '/weekend',
  templateNew: '/profile/templates/new',
  templateEdit: '/profile/templates/edit/:id',
  profile: '/profile',
  /** The club workspace ('Vereinskonto') the session acts in: members, roles, activity. */
  profileWorkspace: '/profile/workspace',
  profileSubscription: '/profile/subscription',
  profileTeams: '/profile/teams',
  profileTemplates: '/profile/templates',
  profileLogos: '/profile/logos',
  profileBackgrounds: '/profile/backgrounds',
  /** The workspace's Instagram and Facebook channels (ADR 059); the OAuth callback returns here. */
  profileChannels: '/profile/channels',
  /** The club workspace's sponsors (ADR 060). */
  profileSponsors: '/profile/sponsors',
  profileSettings: '/profile/settings',
  profileDelete: '/profile/delete',
  /** Any other profile sub-route leads to /profile (docs/product.md section 2): a page, not a 404. */
  profileOther: '/profile/*',
  /** The workspace's publications to Instagram and Facebook: scheduled, published, failed. */
  publications: '/publications',
  /** An invitation to a club workspace, the link of its mail (docs/workspaces.md). */
  invitation: '/invitations/:token',
  demoCheckout: '/billing/demo/checkout',
  demoPortal: '/billing/demo/portal',
  /** The template pages' old addresses, which lead to the profile area. */
  oldTemplates: '/templates',
  oldTemplateNew: '/templates/new',
  oldTemplateEdit: '/templates/edit/:id',
  oldTemplate: '/templates/:id',
  imprint: '/impressum',
  privacy: '/privacy-policy',
  privacyDe: '/privacy-policy-de',
  terms: '/terms-and-conditions',
  termsDe: '/terms-and-conditions-de',
} as const;

export type AppPath = (typeof appPaths)[keyof typeof appPaths];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  for (const [index, part] of parts.entries()) {
    // The router's splat takes any rest, nothing included.
    if (part === '*') return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return parts.length === segments.length;
}

/** Whether the router shows a page of its own for this path (a trailing slash is the same page). */
export function isAppPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return Object.values(appPaths).some((pattern) => matches(pattern, segments));
}
