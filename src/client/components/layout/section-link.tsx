import type { ReactNode } from 'react';
import {
  sectionHref,
  type LandingSection,
  type NavigationOrigin,
} from '#client/lib/section-navigation.ts';
import { useSectionNavigation } from '#client/lib/use-section-navigation.ts';

/**
 * A link to a landing section: its address works in a new tab, and a click goes there the app's
 * way from `origin` (docs/product.md section 2). `onNavigate` runs first (the mobile menu closes).
 */
export function SectionLink({
  section,
  origin,
  className,
  onNavigate,
  children,
}: {
  section: LandingSection;
  origin: NavigationOrigin;
  className: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const goToSection = useSectionNavigation(origin);
  return (
    <a
      href={sectionHref(section)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        goToSection(section);
      }}
    >
      {children}
    </a>
  );
}
