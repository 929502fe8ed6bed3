import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AboutSection } from '#client/features/landing/components/about-section.tsx';
import { HeroSection } from '#client/features/landing/components/hero-section.tsx';
import { HowItWorksSection } from '#client/features/landing/components/how-it-works-section.tsx';
import { PricingSection } from '#client/features/landing/components/pricing-section.tsx';
import { isLandingSection } from '#client/lib/section-navigation.ts';
import { scrollToSection } from '#client/lib/use-section-navigation.ts';

/** The public landing page: hero, pricing, how it works, about (docs/product.md section 1). */
export function LandingPage() {
  const { hash } = useLocation();

  // A link like /#pricing opened from outside lands on its section.
  useEffect(() => {
    const section = hash.slice(1);
    if (isLandingSection(section)) scrollToSection(section);
  }, [hash]);

  return (
    <>
      <HeroSection />
      <PricingSection />
      <HowItWorksSection />
      <AboutSection />
    </>
  );
}
