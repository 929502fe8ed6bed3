import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '#client/components/layout/page-header.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useSite } from '#client/api/get-site.ts';
import { LegalDocumentView } from '#client/features/legal/components/legal-document-view.tsx';
import { imprintDe } from '#client/features/legal/content/imprint-de.ts';
import type { LegalText } from '#client/features/legal/content/legal-document.ts';
import { privacyDe } from '#client/features/legal/content/privacy-de.ts';
import { privacyEn } from '#client/features/legal/content/privacy-en.ts';
import { termsDe } from '#client/features/legal/content/terms-de.ts';
import { termsEn } from '#client/features/legal/content/terms-en.ts';
import type { Operator } from '#shared/site/site.schema.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

/** The languages the legal documents are written in; other readers get a note. */
const isLegalLanguage = (language: string) => language === 'de' || language === 'en';

/** Shown only if /api/site cannot be read: the page still reads, without the operator's details. */
const unknownOperator: Operator = { name: 'Matchpost', address: '', email: '' };

interface LegalPageProps {
  text: LegalText;
  /** The same document in the other language, if there is one. */
  counterpart?: string;
}

/**
 * A legal page (imprint, privacy policy, terms), version October 2025. Each route has one fixed
 * language, German or English; French and Italian readers get a note saying which one they read.
 * The operator's name, address and e-mail come from the configuration.
 */
function LegalPage({ text, counterpart }: LegalPageProps) {
  const { i18n } = useTranslation();
  const site = useSite();
  const uiLanguage = resolveLanguage(i18n.resolvedLanguage);
  // The page's chrome speaks the document's language, whose texts may still have to be loaded
  // (only the reader's language is there from the start); notes about it, the reader's.
  const { t: own, ready } = useTranslation('translation', {
    lng: text(unknownOperator).lang,
    useSuspense: false,
  });

  if (site.isPending || !ready) {
    return (
      <PageShell className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" />
      </PageShell>
    );
  }
  const operator = site.data?.operator ?? unknownOperator;
  const document = text(operator);
  const reader = i18n.getFixedT(uiLanguage);
  const notes = (
    <>
      {site.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {reader('legal.operatorUnavailable')}
        </p>
      ) : null}
      {!counterpart && uiLanguage !== document.lang ? (
        <p lang={uiLanguage} className="text-sm text-muted-foreground">
          {reader('legal.onlyInGerman')}
        </p>
      ) : null}
      {counterpart && uiLanguage !== document.lang && !isLegalLanguage(uiLanguage) ? (
        <p
          lang={uiLanguage}
          className="text-sm text-muted-foreground"
          data-testid="legal-language-note"
        >
          {reader(`legal.untranslated.${document.lang}`)}
        </p>
      ) : null}
      {counterpart ? (
        <Link
          to={counterpart}
          lang={document.lang === 'de' ? 'en' : 'de'}
          className="self-start text-sm font-medium underline underline-offset-4"
        >
          {own('legal.otherLanguage')}
        </Link>
      ) : null}
    </>
  );
  return (
    <PageShell>
      <LegalDocumentView
        document={document}
        operator={operator}
        contentsLabel={own('legal.contents')}
        notes={notes}
      />
    </PageShell>
  );
}

export function ImprintPage() {
  return <LegalPage text={imprintDe} />;
}
export function PrivacyPolicyPage() {
  return <LegalPage text={privacyEn} counterpart="/privacy-policy-de" />;
}
export function PrivacyPolicyDePage() {
  return <LegalPage text={privacyDe} counterpart="/privacy-policy" />;
}
export function TermsPage() {
  return <LegalPage text={termsEn} counterpart="/terms-and-conditions-de" />;
}
export function TermsDePage() {
  return <LegalPage text={termsDe} counterpart="/terms-and-conditions" />;
}
