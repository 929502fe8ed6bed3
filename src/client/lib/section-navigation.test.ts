import { describe, expect, it } from 'vitest';
import {
  isLandingSection,
  planSectionNavigation,
  sectionHref,
} from '#client/lib/section-navigation.ts';

describe('planSectionNavigation', () => {
  it('scrolls at once on the landing page', () => {
    expect(planSectionNavigation('/', 'header')).toEqual({ goHome: false, delayMs: 0 });
    expect(planSectionNavigation('/', 'footer')).toEqual({ goHome: false, delayMs: 0 });
  });

  it('waits for the mobile sheet to close on the landing page', () => {
    expect(planSectionNavigation('/', 'mobile-menu')).toEqual({ goHome: false, delayMs: 100 });
  });

  it('goes home first and scrolls after 100 ms from the header and mobile menu', () => {
    expect(planSectionNavigation('/studio', 'header')).toEqual({ goHome: true, delayMs: 100 });
    expect(planSectionNavigation('/profile/teams', 'mobile-menu')).toEqual({
      goHome: true,
      delayMs: 100,
    });
  });

  it('waits 200 ms when coming from the footer of another page', () => {
    expect(planSectionNavigation('/impressum', 'footer')).toEqual({ goHome: true, delayMs: 200 });
  });
});

describe('sections', () => {
  it('links to the anchor on the landing page', () => {
    expect(sectionHref('how-it-works')).toBe('/#how-it-works');
  });

  it('knows only the three landing sections', () => {
    expect(isLandingSection('pricing')).toBe(true);
    expect(isLandingSection('about')).toBe(true);
    expect(isLandingSection('studio')).toBe(false);
  });
});
