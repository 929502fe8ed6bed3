import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import type { Language } from '#client/i18n/languages.ts';

type LegalDocument = 'imprint' | 'privacy' | 'terms';

/** The other-language version of a document that exists in both (privacy policy, terms). */
const counterpart: Partial<Record<LegalDocument, Record<Language, string>>> = {
  privacy: { de: '/privacy-policy', en: '/privacy-policy-de' },
  terms: { de: '/terms-and-conditions', en: '/terms-and-conditions-de' },
};

interface LegalPageProps {
  document: LegalDocument;
  /** The document's own language; without it the page follows the interface language. */
  lang?: Language;
}

/** A legal page (imprint, privacy policy, terms), version October 2025. */
export function LegalPage({ document, lang }: LegalPageProps) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(lang ?? i18n.resolvedLanguage ?? 'de');
  const other = lang ? counterpart[document]?.[lang] : undefined;
  return (
    <PageShell>
      <article lang={lang} className="flex max-w-3xl flex-col gap-6">
        <PageHeader
          eyebrow={
            <Badge variant="outline" className="self-start">
              {t('legal.version')}
            </Badge>
          }
          title={t(`legal.${document}`)}
          description={t(`legal.${document}Text`)}
        />
        {other && (
          <Link to={other} className="self-start text-sm font-medium text-brand hover:underline">
            {t('legal.otherLanguage')}
          </Link>
        )}
      </article>
    </PageShell>
  );
}

export function ImprintPage() {
  return <LegalPage document="imprint" />;
}
export function PrivacyPolicyPage() {
  return <LegalPage document="privacy" lang="en" />;
}
export function PrivacyPolicyDePage() {
  return <LegalPage document="privacy" lang="de" />;
}
export function TermsPage() {
  return <LegalPage document="terms" lang="en" />;
}
export function TermsDePage() {
  return <LegalPage document="terms" lang="de" />;
}
