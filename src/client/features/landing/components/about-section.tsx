import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { SectionHeading } from '#client/features/landing/components/section-heading.tsx';
import { useContactEmail } from '#client/api/get-site.ts';

/** About us, and the contact point (Premium's call to action lands here). */
export function AboutSection() {
  const { t } = useTranslation();
  const email = useContactEmail();
  const facts = [
    { value: '3', label: t('landing.about.factClubs') },
    { value: '4:5', label: t('landing.about.factFormat') },
    { value: '2', label: t('landing.about.factMinutes') },
  ];
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="about-title"
            align="left"
            eyebrow={t('landing.about.eyebrow')}
            title={t('landing.about.title')}
          />
          <p className="text-lg text-pretty text-muted-foreground">{t('landing.about.text')}</p>
          <p className="text-lg text-pretty text-muted-foreground">{t('landing.about.textTwo')}</p>
          <dl className="mt-2 grid grid-cols-3 gap-4 border-t pt-6">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-1">
                <dt className="order-2 text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="order-1 text-3xl font-extrabold tracking-tight">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="relative overflow-hidden rounded-3xl bg-zinc-950 p-8 text-white shadow-xl sm:p-10 dark:bg-card dark:ring-1 dark:ring-border">
          <div
            aria-hidden
            className="absolute -top-24 -right-24 size-64 rounded-full bg-brand/40 blur-3xl"
          />
          <div className="relative flex flex-col gap-5">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white/10">
              <Mail aria-hidden className="size-6" />
            </span>
            <h3 className="text-2xl font-bold tracking-tight text-balance">
              {t('landing.about.contactTitle')}
            </h3>
            <p className="text-white/70">{t('landing.about.contactText')}</p>
            <div className="flex flex-col items-start gap-3 pt-2">
              <Button asChild size="lg">
                <a href={email ? `mailto:${email}` : undefined}>
                  <Mail aria-hidden />
                  {t('landing.about.contactCta')}
                </a>
              </Button>
              <a
                href={email ? `mailto:${email}` : undefined}
                className="min-h-5 text-sm text-white/70 underline-offset-4 hover:text-white hover:underline"
              >
                {email}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
