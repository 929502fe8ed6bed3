/**
 * Plans, prices and limits (docs/product.md sections 6 and 9). The database table subscription_limits is
 * seeded with the same numbers (migration 0001); a test keeps the two in step.
 */
export const tiers = ['free', 'amateur', 'pro', 'premium'] as const;
export type Tier = (typeof tiers)[number];

export const roles = ['free_user', 'paid_user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** 999 stands for unlimited in limits and is shown as such. */
export const UNLIMITED = 999;

/** At most three games go into one post (game, game-2, game-3). */
export const MAX_GAMES_PER_POST = 3;

/** A team slot can be changed or deleted once every seven days. */
export const TEAM_SLOT_LOCK_DAYS = 7;

/**
 * A team saved into a slot by mistake can be taken out again within this many minutes of its
 * first save, without the weekly lock; as many times in seven days as the plan has slots
 * (ADR 057).
 */
export const TEAM_SLOT_UNDO_MINUTES = 15;

export interface SubscriptionLimits {
  tier: Tier;
  maxTeams: number;
  maxCustomTemplates: number;
  maxGamesPerTemplate: number;
  canUseCustomTemplates: boolean;
  canUploadLogos: boolean;
}

export const planLimits: Record<Tier, SubscriptionLimits> = {
  free: {
    tier: 'free',
    maxTeams: 1,
    maxCustomTemplates: 0,
    maxGamesPerTemplate: 1,
    canUseCustomTemplates: false,
    canUploadLogos: false,
  },
  amateur: {
    tier: 'amateur',
    maxTeams: 3,
    maxCustomTemplates: 2,
    maxGamesPerTemplate: 2,
    canUseCustomTemplates: true,
    canUploadLogos: false,
  },
  pro: {
    tier: 'pro',
    maxTeams: 6,
    maxCustomTemplates: 5,
    maxGamesPerTemplate: 3,
    canUseCustomTemplates: true,
    canUploadLogos: true,
  },
  premium: {
    tier: 'premium',
    maxTeams: UNLIMITED,
    maxCustomTemplates: UNLIMITED,
    maxGamesPerTemplate: UNLIMITED,
    canUseCustomTemplates: true,
    canUploadLogos: true,
  },
};

/**
 * Game-day mails (the finished post by mail before the game day, the result the morning after;
 * ADR 026) come with every paid plan: Amateur, Pro and Premium. A feature, not a number, so it
 * is no column of subscription_limits.
 */
export function hasGameDayMails(tier: Tier): boolean {
  return tier !== 'free';
}

/**
 * Publishing to Instagram and Facebook (ADR 059) comes with Pro and Premium: the plans clubs
 * buy for their communication, with the most teams and members. A feature, like game-day mails.
 */
export function hasPublishing(tier: Tier): boolean {
  return tier === 'pro' || tier === 'premium';
}

/**
 * How many people may be members of one club workspace on a tier, the owner included (pending
 * invitations count too; docs/workspaces.md). A personal workspace has its owner alone.
 */
export const planMembers: Record<Tier, number> = { free: 1, amateur: 3, pro: 10, premium: 25 };

/**
 * How many sponsors a workspace may keep on a tier (ADR 060): none on Free, the club's main
 * sponsors on Amateur, a sponsor wall on Pro and Premium. A number, not a column of
 * subscription_limits, like the members.
 */
export const planSponsors: Record<Tier, number> = { free: 0, amateur: 5, pro: 20, premium: 50 };

/** How many club workspaces one person may create (ownership handed over to them counts too). */
export const MAX_OWNED_WORKSPACES = 10;

/** How many games one post may hold under these limits. */
export function maxGamesPerPost(limits: Pick<SubscriptionLimits, 'maxGamesPerTemplate'>): number {
  return Math.max(1, Math.min(limits.maxGamesPerTemplate, MAX_GAMES_PER_POST));
}

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

export interface Plan {
  tier: Tier;
  name: string;
  /** CHF per month, VAT included. */
  priceMonthly: number;
  /** CHF per year, VAT included. */
  priceYearly: number;
  popular: boolean;
}

export const plans: Plan[] = [
  { tier: 'free', name: 'Free', priceMonthly: 0, priceYearly: 0, popular: false },
  { tier: 'amateur', name: 'Amateur', priceMonthly: 6.9, priceYearly: 66, popular: false },
  { tier: 'pro', name: 'Pro', priceMonthly: 15, priceYearly: 144, popular: true },
  { tier: 'premium', name: 'Premium', priceMonthly: 30, priceYearly: 288, popular: false },
];

/** Yearly price shown per month: yearly divided by 12, two decimals. */
export function yearlyPerMonth(plan: Pick<Plan, 'priceYearly'>): string {
  return (plan.priceYearly / 12).toFixed(2);
}
