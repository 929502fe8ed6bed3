import type { LegalText } from '#client/features/legal/content/legal-document.ts';

/** Das Impressum, auf Deutsch in jeder Sprache der Oberfläche (/impressum). */
export const imprintDe: LegalText = (operator) => ({
  lang: 'de',
  title: 'Impressum',
  version: 'Stand: Oktober 2025',
  intro: 'Angaben zum Anbieter von Matchpost.',
  contents: false,
  sections: [
    {
      id: 'anbieter',
      title: 'Anbieter',
      blocks: [{ operator: true }],
    },
    {
      id: 'kontakt',
      title: 'Kontakt',
      blocks: [
        `E-Mail: ${operator.email}. Wir antworten in der Regel innert zwei Arbeitstagen.`,
        `Verantwortlich für den Inhalt: ${operator.name}.`,
      ],
    },
    {
      id: 'sportdaten',
      title: 'Sportdaten',
      blocks: [
        'Spiele, Resultate, Clubs, Teams und Wappen stammen aus den öffentlichen Schnittstellen von Swiss Unihockey, Swiss Volley und dem Schweizerischen Handball-Verband. Die Rechte daran liegen bei den Verbänden und Clubs.',
      ],
    },
    {
      id: 'haftung',
      title: 'Haftungsausschluss',
      blocks: [
        'Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität. Für die Inhalte verlinkter Websites sind ausschliesslich deren Betreiber verantwortlich.',
      ],
    },
    {
      id: 'urheberrecht',
      title: 'Urheberrecht und Lizenz',
      blocks: [
        'Die eigenen Inhalte von Matchpost stehen unter der Lizenz Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 4.0 (CC BY-SA 4.0). Logos, Fotos und Vorlagen der Nutzerinnen und Nutzer gehören ihnen.',
      ],
    },
  ],
});
