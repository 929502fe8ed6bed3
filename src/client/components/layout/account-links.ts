import { planLimits, type Tier } from '#shared/plans.ts';

export interface AccountLink {
  to: string;
  labelKey: 'userMenu.profile' | 'userMenu.templates' | 'userMenu.logos';
  /** Whether the entry carries an Upgrade badge for this tier. */
  needsUpgrade(tier: Tier): boolean;
}

/**
 * The user menu's entries (SPEC.md section 2): Templates needs custom templates (not in free),
 * Logos needs logo upload (not in free or amateur).
 */
export const accountLinks: AccountLink[] = [
  { to: '/profile', labelKey: 'userMenu.profile', needsUpgrade: () => false },
  {
    to: '/profile/templates',
    labelKey: 'userMenu.templates',
    needsUpgrade: (tier) => !planLimits[tier].canUseCustomTemplates,
  },
  {
    to: '/profile/logos',
    labelKey: 'userMenu.logos',
    needsUpgrade: (tier) => !planLimits[tier].canUploadLogos,
  },
];
