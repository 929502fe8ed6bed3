import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PhoneMockup } from '#client/features/landing/components/phone-mockup.tsx';
import { StoreButtons } from '#client/features/landing/components/store-buttons.tsx';
import { sectionHref } from '#client/lib/section-navigation.ts';
import { useSectionNavigation } from '#client/lib/use-section-navigation.ts';

export function HeroSection() {
  const { t } = useTranslation();
  const goToSection = useSectionNavigation('page');
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Brand glow and a faint grid behind the hero. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,#000_75%,transparent)]"
      >
        <div className="absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-brand/15 blur-3xl dark:bg-brand/20" />
        <div className="absolute top-1/4 -left-40 size-[26rem] rounded-full bg-sky-400/10 blur-3xl dark:bg-sky-500/10" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)] bg-[size:48px_48px] opacity-50" />
      </div>

      <div className="container-page grid items-center gap-14 pt-12 pb-20 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:pt-20 lg:pb-28">
        <div className="flex flex-col items-start gap-7">
          <Badge variant="soft" className="px-3 py-1 text-sm">
            {t('landing.hero.eyebrow')}
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}{' '}
            <span className="bg-gradient-to-r from-brand to-orange-500 bg-clip-text text-transparent">
              {t('landing.hero.titleHighlight')}
            </span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            {t('landing.hero.lead')}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/studio">
                {t('landing.hero.cta')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a
                href={sectionHref('how-it-works')}
                onClick={(event) => {
                  event.preventDefault();
                  goToSection('how-it-works');
                }}
              >
                {t('landing.hero.secondaryCta')}
              </a>
            </Button>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck aria-hidden className="size-4 text-success" />
            {t('landing.hero.trust')}
          </p>
          <div className="pt-1">
            <StoreButtons />
          </div>
        </div>

        <div className="flex justify-center lg:justify-end lg:pr-6">
          <PhoneMockup />
        </div>
      </div>
    </section>
  );
}
