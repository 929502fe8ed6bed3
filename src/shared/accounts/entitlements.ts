// Types only: the schemas (and zod with them) stay out of the pages that need no validation,
// such as the landing page.
import type { EntitlementLimits, Entitlements } from '#shared/accounts/entitlements.schema.ts';
import {
  hasGameDayMails,
  hasPublishing,
  planLimits,
  planMembers,
  planSponsors,
  type Tier,
} from '#shared/plans.ts';

/**
 * What a user may do, decided by one thing: the tier (docs/product.md section 6). The server answers it
 * from `entitlements(userId)`; every limit check on the server and every plan-dependent screen
 * in the client reads it from there. Billing only ever changes the tier.
 */
/** Every signed-in user may keep up to 100 backgrounds (docs/product.md section 5). */
export const MAX_BACKGROUNDS = 100;

export type { EntitlementLimits, Entitlements };

/**
 * The entitlements of a tier. Limits come from the plan table unless the database holds other
 * numbers for the tier (subscription_limits); an admin counts as paid whatever the tier.
 */
export function entitlementsOf(
  tier: Tier,
  options: {
    admin?: boolean;
    limits?: Omit<
      EntitlementLimits,
      | 'canUseCustomBackgrounds'
      | 'maxBackgrounds'
      | 'canUseGameDayMails'
      | 'maxMembers'
      | 'canPublish'
      | 'maxSponsors'
    >;
  } = {},
): Entitlements {
  const base = options.limits ?? planLimits[tier];
  const paid = tier !== 'free' || options.admin === true;
  return {
    tier,
    paid,
    limits: {
      maxTeams: base.maxTeams,
      maxCustomTemplates: base.maxCustomTemplates,
      maxGamesPerTemplate: base.maxGamesPerTemplate,
      canUseCustomTemplates: base.canUseCustomTemplates,
      canUploadLogos: base.canUploadLogos,
      canUseCustomBackgrounds: true,
      maxBackgrounds: MAX_BACKGROUNDS,
      canUseGameDayMails: hasGameDayMails(tier) || options.admin === true,
      maxMembers: planMembers[tier],
      canPublish: hasPublishing(tier) || options.admin === true,
      // An admin tries every feature: at least Amateur's sponsors.
      maxSponsors:
        options.admin === true
          ? Math.max(planSponsors[tier], planSponsors.amateur)
          : planSponsors[tier],
    },
  };
}

/** Signed out, or when the plan cannot be read: the free tier. */
export const freeEntitlements: Entitlements = entitlementsOf('free');
