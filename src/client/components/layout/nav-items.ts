import type { LandingSection } from '#client/lib/section-navigation.ts';

/** The header's entries in order: one page, three landing sections (docs/product.md section 2). */
export type NavItem =
  | { kind: 'page'; to: '/studio'; labelKey: 'nav.studio' }
  | { kind: 'page'; to: '/weekend'; labelKey: 'nav.weekend' }
  | {
      kind: 'section';
      section: LandingSection;
      labelKey: 'nav.pricing' | 'nav.howItWorks' | 'nav.about';
    };

export const navItems: NavItem[] = [
  { kind: 'page', to: '/studio', labelKey: 'nav.studio' },
  { kind: 'page', to: '/weekend', labelKey: 'nav.weekend' },
  { kind: 'section', section: 'pricing', labelKey: 'nav.pricing' },
  { kind: 'section', section: 'how-it-works', labelKey: 'nav.howItWorks' },
  { kind: 'section', section: 'about', labelKey: 'nav.about' },
];
