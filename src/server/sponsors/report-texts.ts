import type { Language } from '#shared/i18n/languages.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';

/**
 * The words of the sponsor report (ADR 061), CSV and PDF, in the account's language. German
 * defines them; the app says 'du'.
 */
export type ReportKind = 'preview' | 'result' | 'standings' | 'weekend';

export interface ReportTexts {
  /** The CSV's header, in column order. */
  columns: {
    date: string;
    sponsor: string;
    level: string;
    team: string;
    games: string;
    kind: string;
    channel: string;
    link: string;
  };
  levels: Record<SponsorLevel, string>;
  kinds: Record<ReportKind, string>;
  /** The file's name without extension, e.g. 'Sponsoren-Bericht'. */
  fileName: string;
  /** The PDF's title line. */
  title: string;
  period: (from: string, to: string) => string;
  total: (count: number) => string;
  byTeamAndKind: string;
  /** The heading of the list of appearances with where each was published. */
  published: string;
  /** An appearance of a post downloaded or mailed, not published by the app. */
  notPublished: string;
  none: string;
  /** Said when the list was cut at the report's bound. */
  more: (count: number) => string;
}

const de: ReportTexts = {
  columns: {
    date: 'Datum',
    sponsor: 'Sponsor',
    level: 'Stufe',
    team: 'Team',
    games: 'Spiele',
    kind: 'Art des Posts',
    channel: 'Kanal',
    link: 'Link',
  },
  levels: { main: 'Hauptsponsor', partner: 'Partner', supporter: 'Gönner' },
  kinds: {
    preview: 'Vorschau',
    result: 'Resultat',
    standings: 'Tabelle',
    weekend: 'Wochenende',
  },
  fileName: 'Sponsoren-Bericht',
  title: 'Sponsoren-Bericht',
  period: (from, to) => `Zeitraum: ${from} bis ${to}`,
  total: (count) => (count === 1 ? '1 Auftritt' : `${count} Auftritte`),
  byTeamAndKind: 'Nach Team und Art des Posts',
  published: 'Wo erschienen',
  notPublished: 'Heruntergeladen oder gemailt',
  none: 'Keine Auftritte in diesem Zeitraum',
  more: (count) => `… und ${count} weitere (siehe CSV)`,
};

const en: ReportTexts = {
  columns: {
    date: 'Date',
    sponsor: 'Sponsor',
    level: 'Level',
    team: 'Team',
    games: 'Games',
    kind: 'Kind of post',
    channel: 'Channel',
    link: 'Link',
  },
  levels: { main: 'Main sponsor', partner: 'Partner', supporter: 'Supporter' },
  kinds: { preview: 'Preview', result: 'Result', standings: 'Standings', weekend: 'Weekend' },
  fileName: 'Sponsor-report',
  title: 'Sponsor report',
  period: (from, to) => `Period: ${from} to ${to}`,
  total: (count) => (count === 1 ? '1 appearance' : `${count} appearances`),
  byTeamAndKind: 'By team and kind of post',
  published: 'Where it appeared',
  notPublished: 'Downloaded or mailed',
  none: 'No appearances in this period',
  more: (count) => `… and ${count} more (see the CSV)`,
};

const fr: ReportTexts = {
  columns: {
    date: 'Date',
    sponsor: 'Sponsor',
    level: 'Niveau',
    team: 'Équipe',
    games: 'Matchs',
    kind: 'Type de post',
    channel: 'Canal',
    link: 'Lien',
  },
  levels: { main: 'Sponsor principal', partner: 'Partenaire', supporter: 'Donateur' },
  kinds: {
    preview: 'Avant-match',
    result: 'Résultat',
    standings: 'Classement',
    weekend: 'Week-end',
  },
  fileName: 'Rapport-sponsors',
  title: 'Rapport des sponsors',
  period: (from, to) => `Période\u202f: du ${from} au ${to}`,
  total: (count) => (count <= 1 ? `${count} apparition` : `${count} apparitions`),
  byTeamAndKind: 'Par équipe et type de post',
  published: 'Où il est apparu',
  notPublished: 'Téléchargé ou envoyé par e-mail',
  none: 'Aucune apparition pendant cette période',
  more: (count) => `… et ${count} de plus (voir le CSV)`,
};

const it: ReportTexts = {
  columns: {
    date: 'Data',
    sponsor: 'Sponsor',
    level: 'Livello',
    team: 'Squadra',
    games: 'Partite',
    kind: 'Tipo di post',
    channel: 'Canale',
    link: 'Link',
  },
  levels: { main: 'Sponsor principale', partner: 'Partner', supporter: 'Sostenitore' },
  kinds: {
    preview: 'Anteprima',
    result: 'Risultato',
    standings: 'Classifica',
    weekend: 'Fine settimana',
  },
  fileName: 'Rapporto-sponsor',
  title: 'Rapporto sponsor',
  period: (from, to) => `Periodo: dal ${from} al ${to}`,
  total: (count) => (count === 1 ? '1 apparizione' : `${count} apparizioni`),
  byTeamAndKind: 'Per squadra e tipo di post',
  published: 'Dove è apparso',
  notPublished: 'Scaricato o inviato per e-mail',
  none: 'Nessuna apparizione in questo periodo',
  more: (count) => `… e altre ${count} (vedi il CSV)`,
};

export const reportTexts: Record<Language, ReportTexts> = { de, en, fr, it };

/** 'YYYY-MM-DD' as the language writes a date. */
export function reportDate(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  return language === 'en' ? `${day}` : `${date}.${month}.${year}`;
}
