import { z } from 'zod';
import { tiers } from '#shared/plans.ts';

/**
 * The shape of a user's entitlements (entitlements.ts decides them), for checking answers of
 * GET /api/me. Kept apart from entitlements.ts, so code that only needs the free tier's values
 * does not load zod.
 */
export const entitlementLimitsSchema = z.object({
  /** Team slots; 999 stands for unlimited. */
  maxTeams: z.number().int(),
  /** Own templates; 999 stands for unlimited. */
  maxCustomTemplates: z.number().int(),
  /** Games one template (and one post) may hold; 999 stands for unlimited. */
  maxGamesPerTemplate: z.number().int(),
  canUseCustomTemplates: z.boolean(),
  canUploadLogos: z.boolean(),
  /** Own backgrounds kept in the collection and used on posts (no tier check: docs/product.md section 6). */
  canUseCustomBackgrounds: z.boolean(),
  /** Backgrounds one user may keep. */
  maxBackgrounds: z.number().int(),
  /** Game-day mails (preview and result per team; ADR 026): Amateur and up. */
  canUseGameDayMails: z.boolean(),
  /** Members of a club workspace, the owner included (docs/workspaces.md). */
  maxMembers: z.number().int(),
  /** Publishing to Instagram and Facebook (ADR 059): Pro and Premium. */
  canPublish: z.boolean(),
  /** Sponsors of the workspace (ADR 060): 0 on Free (none), Amateur and up a number. */
  maxSponsors: z.number().int(),
});
export type EntitlementLimits = z.infer<typeof entitlementLimitsSchema>;

export const entitlementsSchema = z.object({
  tier: z.enum(tiers),
  /** Counts as paid (docs/product.md "paid_user"): any tier above free, or an admin. */
  paid: z.boolean(),
  limits: entitlementLimitsSchema,
});
export type Entitlements = z.infer<typeof entitlementsSchema>;
