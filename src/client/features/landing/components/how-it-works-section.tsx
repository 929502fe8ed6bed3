import { Download, LayoutTemplate, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '#client/features/landing/components/section-heading.tsx';

const steps = [
  { key: 'one', Icon: Trophy },
  { key: 'two', Icon: LayoutTemplate },
  { key: 'three', Icon: Download },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 border-y bg-subtle py-20 sm:py-28"
    >
      <div className="container-page flex flex-col gap-14">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={t('landing.howItWorks.eyebrow')}
          title={t('landing.howItWorks.title')}
          lead={t('landing.howItWorks.lead')}
        />
        <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
          {/* The line that joins the three steps on wide screens. */}
          <div
            aria-hidden
            className="absolute top-[3.75rem] right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-transparent via-brand/40 to-transparent md:block"
          />
          {steps.map(({ key, Icon }, index) => (
            <li
              key={key}
              className="relative flex flex-col items-center gap-4 rounded-2xl border bg-card p-7 text-center shadow-sm"
            >
              <div className="relative flex size-16 items-center justify-center rounded-2xl bg-brand-soft text-brand-soft-foreground">
                <Icon aria-hidden className="size-7" />
                <span className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-brand-fill text-xs font-bold text-brand-foreground ring-4 ring-card">
                  {index + 1}
                </span>
              </div>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('landing.howItWorks.step', { number: index + 1 })}
              </p>
              <h3 className="text-xl font-bold tracking-tight">
                {t(`landing.howItWorks.${key}.title`)}
              </h3>
              <p className="text-pretty text-muted-foreground">
                {t(`landing.howItWorks.${key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
