/** The profile area's side menu in order (docs/product.md section 2, profile area). */
export const profileSections = [
  { path: '', labelKey: 'overview' },
  { path: 'workspace', labelKey: 'workspace' },
  { path: 'subscription', labelKey: 'subscription' },
  { path: 'teams', labelKey: 'teams' },
  { path: 'templates', labelKey: 'templates' },
  { path: 'logos', labelKey: 'logos' },
  { path: 'sponsors', labelKey: 'sponsors' },
  { path: 'backgrounds', labelKey: 'backgrounds' },
  { path: 'channels', labelKey: 'channels' },
  { path: 'settings', labelKey: 'settings' },
  { path: 'delete', labelKey: 'delete' },
] as const;

export type ProfileSection = (typeof profileSections)[number]['labelKey'];
