/**
 * The landing page's in-page sections and how the app reaches them (docs/product.md section 2): on / it
 * scrolls smoothly; from another page it first goes to / and scrolls after a short delay, 100 ms
 * from the header and the mobile menu, 200 ms from the footer.
 */
const landingSections = ['pricing', 'how-it-works', 'about'] as const;
export type LandingSection = (typeof landingSections)[number];

export type NavigationOrigin = 'header' | 'mobile-menu' | 'footer' | 'page';

const delayFromOtherPage: Record<NavigationOrigin, number> = {
  header: 100,
  'mobile-menu': 100,
  footer: 200,
  page: 100,
};

export interface SectionNavigationPlan {
  /** Navigate to / before scrolling. */
  goHome: boolean;
  /** Wait this long before scrolling. */
  delayMs: number;
}

export function planSectionNavigation(
  pathname: string,
  origin: NavigationOrigin,
): SectionNavigationPlan {
  if (pathname !== '/') return { goHome: true, delayMs: delayFromOtherPage[origin] };
  // The mobile menu's sheet locks page scrolling until it has closed.
  return { goHome: false, delayMs: origin === 'mobile-menu' ? 100 : 0 };
}

/** The link target of a section, so it also works when opened in a new tab. */
export function sectionHref(section: LandingSection): string {
  return `/#${section}`;
}

export function isLandingSection(value: string): value is LandingSection {
  return (landingSections as readonly string[]).includes(value);
}
