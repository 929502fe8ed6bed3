import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '#client/components/layout/logo.tsx';
import { NavItemLinks } from '#client/components/layout/nav-item-links.tsx';
import { SwissMadeBadge } from '#client/components/layout/swiss-made-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { legalLanguage } from '#client/i18n/languages.ts';
import { CONTENT_LICENCE_URL } from '#client/lib/site.ts';
import { useContactEmail } from '#client/api/get-site.ts';

const linkClasses = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

/** The legal pages in the visitor's language (the documents exist in German and English only). */
function legalLinks(language: 'de' | 'en') {
  const suffix = language === 'de' ? '-de' : '';
  return [
    { to: '/impressum', labelKey: 'footer.imprint' },
    { to: `/privacy-policy${suffix}`, labelKey: 'footer.privacy' },
    { to: `/terms-and-conditions${suffix}`, labelKey: 'footer.terms' },
  ] as const;
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = new Date().getFullYear();
  const email = useContactEmail();

  return (
    <footer className="border-t bg-subtle">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[2fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 flex flex-col items-start gap-4 lg:col-span-1">
          <Link to="/" aria-label={t('nav.home')} className="rounded-lg">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <SwissMadeBadge />
        </div>

        <FooterColumn title={t('footer.product')}>
          <NavItemLinks origin="footer" className={linkClasses} />
        </FooterColumn>

        <FooterColumn title={t('footer.legal')}>
          {legalLinks(legalLanguage(i18n.resolvedLanguage)).map((link) => (
            <Link key={link.labelKey} to={link.to} className={linkClasses}>
              {t(link.labelKey)}
            </Link>
          ))}
        </FooterColumn>

        <FooterColumn title={t('footer.contact')} className="col-span-2 lg:col-span-1">
          {email ? (
            <a
              href={`mailto:${email}`}
              className={`${linkClasses} inline-flex items-center gap-2`}
              data-testid="contact-email"
            >
              <Mail aria-hidden className="size-4" />
              {email}
            </a>
          ) : (
            // Holds the line's height until the address is known, so nothing below moves.
            <span aria-hidden className="h-5" />
          )}
        </FooterColumn>
      </div>

      <div className="border-t">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <a
            href={CONTENT_LICENCE_URL}
            rel="license noopener noreferrer"
            target="_blank"
            className="transition-colors hover:text-foreground"
          >
            {t('footer.licence')}
          </a>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="flex flex-col items-start gap-2.5">{children}</div>
    </div>
  );
}
