import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  planSectionNavigation,
  type LandingSection,
  type NavigationOrigin,
} from '#client/lib/section-navigation.ts';

const retryEveryMs = 50;
const giveUpAfterMs = 3000;

/** Scrolls smoothly to a section; waits for it while the landing page is still loading. */
export function scrollToSection(id: string, waitedMs = 0): void {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return;
  }
  if (waitedMs < giveUpAfterMs) {
    window.setTimeout(() => scrollToSection(id, waitedMs + retryEveryMs), retryEveryMs);
  }
}

/** Returns a function that brings the visitor to a landing section from wherever they are. */
export function useSectionNavigation(origin: NavigationOrigin) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (section: LandingSection) => {
      const plan = planSectionNavigation(pathname, origin);
      if (plan.goHome) void navigate('/');
      if (plan.delayMs === 0) scrollToSection(section);
      else window.setTimeout(() => scrollToSection(section), plan.delayMs);
    },
    [navigate, pathname, origin],
  );
}
