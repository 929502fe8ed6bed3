import { FileSpreadsheet, FileText, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sponsorReportHref, useSponsorMonth } from '#client/api/sponsors.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { LoadError } from '#client/features/profile/components/section-states.tsx';
import { resolveLanguage } from '#client/i18n/languages.ts';

/** This month in Zurich, 'YYYY-MM'. */
function thisMonth(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
}

const locales = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' } as const;

/**
 * 'Der Monat auf einen Blick' (ADR 061): per sponsor, its appearances on posts in the chosen
 * month (this month first), and the month's report to download as CSV and as PDF. Every member
 * sees it; the numbers are those the rotation counts.
 */
export function SponsorMonth() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [month, setMonth] = useState(thisMonth);
  const appearances = useSponsorMonth(month);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(locales[resolveLanguage(i18n.language)], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
  const rows = appearances.data?.sponsors ?? [];

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="sponsor-month">
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold tracking-tight">{t('sponsors.month.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('sponsors.month.text')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-month`}>{t('sponsors.month.choose')}</Label>
          <Input
            id={`${id}-month`}
            type="month"
            className="w-44"
            value={month}
            required
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
            }}
            data-testid="sponsor-month-input"
          />
        </div>
        <a
          className="inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium hover:bg-muted"
          href={sponsorReportHref(month, 'csv')}
          download
          aria-label={t('sponsors.month.downloadCsvLabel', { month: monthName })}
          data-testid="sponsor-report-csv"
        >
          <FileSpreadsheet aria-hidden className="size-4" />
          {t('sponsors.month.downloadCsv')}
        </a>
        <a
          className="inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium hover:bg-muted"
          href={sponsorReportHref(month, 'pdf')}
          download
          aria-label={t('sponsors.month.downloadPdfLabel', { month: monthName })}
          data-testid="sponsor-report-pdf"
        >
          <FileText aria-hidden className="size-4" />
          {t('sponsors.month.downloadPdf')}
        </a>
      </div>
      {appearances.isPending ? (
        <LoaderCircle aria-hidden className="size-5 animate-spin text-muted-foreground" />
      ) : appearances.isError ? (
        <LoadError
          title={t('sponsors.month.loadFailed')}
          onRetry={() => void appearances.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sponsors.month.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y" data-testid="sponsor-month-list">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex items-center justify-between gap-3 py-2"
              data-testid="sponsor-month-row"
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{row.name}</span>
                <Badge variant={row.level === 'main' ? 'brand' : 'neutral'}>
                  {t(`sponsors.levels.${row.level}`)}
                </Badge>
              </span>
              <span className="shrink-0 text-sm tabular-nums" data-testid="sponsor-month-count">
                {t('sponsors.month.appearances', { count: row.appearances })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
