import type { EntitlementLimits } from '#shared/accounts/entitlements.ts';

export interface AccountLink {
  to: string;
  labelKey: 'userMenu.profile' | 'userMenu.templates' | 'userMenu.logos' | 'userMenu.publications';
  /** Whether the entry carries an Upgrade badge under the user's limits (from GET /api/me). */
  needsUpgrade(limits: EntitlementLimits): boolean;
}

/**
 * The user menu's entries (docs/product.md section 2): Templates needs custom templates (not in free),
 * Logos needs logo upload (not in free or amateur), Beiträge publishing (Pro and Premium).
 */
export const accountLinks: AccountLink[] = [
  { to: '/profile', labelKey: 'userMenu.profile', needsUpgrade: () => false },
  {
    to: '/profile/templates',
    labelKey: 'userMenu.templates',
    needsUpgrade: (limits) => !limits.canUseCustomTemplates,
  },
  {
    to: '/profile/logos',
    labelKey: 'userMenu.logos',
    needsUpgrade: (limits) => !limits.canUploadLogos,
  },
  {
    to: '/publications',
    labelKey: 'userMenu.publications',
    needsUpgrade: (limits) => !limits.canPublish,
  },
];
