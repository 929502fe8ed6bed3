import type { LegalText } from '#client/features/legal/content/legal-document.ts';

/** Die Allgemeinen Geschäftsbedingungen auf Deutsch (/terms-and-conditions-de). */
export const termsDe: LegalText = (operator) => ({
  lang: 'de',
  title: 'Allgemeine Geschäftsbedingungen',
  version: 'Stand: Oktober 2025',
  intro: `Diese Bedingungen regeln die Nutzung von Matchpost, einem Web-Studio, das Spieldaten des Schweizer Sports in Social-Media-Grafiken verwandelt, angeboten von ${operator.name}. Mit der Anmeldung akzeptierst du sie.`,
  contents: true,
  sections: [
    {
      id: 'geltung',
      title: '1. Geltungsbereich und Anbieter',
      blocks: [
        'Diese Bedingungen gelten für jede Nutzung von Matchpost, kostenlos oder bezahlt. Anbieter ist:',
        { operator: true },
        'Abweichende Bedingungen eines Clubs oder einer Nutzerin oder eines Nutzers gelten nur, wenn wir ihnen schriftlich zustimmen.',
      ],
    },
    {
      id: 'leistung',
      title: '2. Leistung',
      blocks: [
        'Mit Matchpost wählst du Sportart, Club, Team und bis zu drei Spiele, setzt sie in einer Vorlage um, fügst einen Hintergrund hinzu und exportierst das Ergebnis als Bild. Bezahlte Pläne bieten zusätzlich eigene Vorlagen, Logos und eine Sammlung von Hintergründen. Was ein Plan umfasst, zeigt der Preisbereich zum Zeitpunkt deiner Wahl.',
        'Die Spieldaten stammen von den Schweizer Verbänden. Wir zeigen sie so, wie die Verbände sie veröffentlichen, und können nicht garantieren, dass sie vollständig, richtig oder jederzeit verfügbar sind.',
      ],
    },
    {
      id: 'konto',
      title: '3. Konto und Mindestalter',
      blocks: [
        'Du musst mindestens 18 Jahre alt sein, um Matchpost zu nutzen. Handelst du für einen Club, bestätigst du, dass du dazu berechtigt bist.',
        'Du meldest dich mit einem Link an, den wir an deine E-Mail-Adresse senden. Schütze den Zugang zu diesem Postfach und einen allfälligen zweiten Faktor; du bist für das verantwortlich, was in deinem Konto geschieht. Melde uns sofort, wenn du einen Missbrauch vermutest.',
      ],
    },
    {
      id: 'preise',
      title: '4. Pläne, Preise und Zahlung',
      blocks: [
        'Die Preise verstehen sich in Schweizer Franken (CHF) inklusive Mehrwertsteuer. Bezahlte Pläne werden im Voraus monatlich oder jährlich über unseren Zahlungsanbieter Stripe abgerechnet und verlängern sich um dieselbe Dauer, wenn du sie nicht kündigst.',
        'Du kannst jederzeit in deinem Profil kündigen; der Plan läuft dann bis zum Ende der bezahlten Periode und wird nicht verlängert. Bereits geleistete Zahlungen werden nicht zurückerstattet, ausser das Gesetz verlangt es. Schlägt eine Zahlung fehl, können wir das Konto auf den kostenlosen Plan setzen; deine Vorlagen und Dateien bleiben erhalten, nutzbar ist aber nur, was dein Plan erlaubt.',
        'Wir können die Preise für künftige Perioden ändern. Wir teilen dir das mindestens 30 Tage im Voraus mit; der neue Preis gilt ab der nächsten Verlängerung, und du kannst vorher kündigen.',
      ],
    },
    {
      id: 'inhalte',
      title: '5. Deine Inhalte',
      blocks: [
        'Vorlagen, Logos, Hintergründe und Texte, die du hinzufügst, bleiben deine. Du räumst uns das Recht ein, sie zu speichern, zu bearbeiten und anzuzeigen, soweit es nötig ist, um Matchpost für dich zu betreiben.',
        'Du bestätigst, dass du die Rechte an allem hast, was du hochlädst, insbesondere an Logos, Fotos und am Bild der gezeigten Personen, und dass deine Posts kein Recht verletzen. Offensichtlich rechtswidrige Inhalte dürfen wir entfernen.',
        'Namen, Resultate und Wappen von Clubs und Verbänden gehören ihren Inhabern. Die eigenen Inhalte von Matchpost stehen unter der Lizenz CC BY-SA 4.0.',
      ],
    },
    {
      id: 'nutzung',
      title: '6. Faire Nutzung',
      blocks: [
        'Nutze Matchpost nur für seinen Zweck. Insbesondere darfst du nicht:',
        {
          list: [
            'versuchen, auf Konten oder Daten anderer zuzugreifen oder Plan-Grenzen zu umgehen;',
            'den Dienst oder die Schnittstellen der Verbände über das übliche Mass belasten, etwa durch automatisierte Massenabfragen;',
            'schädliche Dateien oder Inhalte hochladen, die rechtswidrig oder verletzend sind oder Rechte Dritter verletzen.',
          ],
        },
        'Verstösst du gegen diese Regeln, können wir dein Konto nach einer Verwarnung sperren oder schliessen, in schweren Fällen sofort.',
      ],
    },
    {
      id: 'verfuegbarkeit',
      title: '7. Verfügbarkeit',
      blocks: [
        'Wir streben an, dass Matchpost jederzeit verfügbar ist, können es aber nicht versprechen. Wartungen und Störungen bei unseren Anbietern oder bei den Verbänden können den Dienst unterbrechen. Geplante Wartungen kündigen wir an, wo möglich.',
      ],
    },
    {
      id: 'haftung',
      title: '8. Haftung',
      blocks: [
        'Für absichtlich oder grobfahrlässig verursachte Schäden haften wir unbeschränkt. Für leichte Fahrlässigkeit ist die Haftung ausgeschlossen, soweit das Gesetz es erlaubt. Wir haften nicht für die Richtigkeit der Spieldaten der Verbände und nicht für die Posts, die du veröffentlichst.',
      ],
    },
    {
      id: 'beendigung',
      title: '9. Beendigung',
      blocks: [
        'Du kannst dein Konto jederzeit in deinem Profil löschen. Das beendet ein laufendes Abo und löscht deine Daten, wie in der Datenschutzerklärung beschrieben. Wir können ein kostenloses Konto mit 30 Tagen Frist beenden und jedes Konto aus wichtigem Grund sofort.',
      ],
    },
    {
      id: 'aenderungen',
      title: '10. Änderungen dieser Bedingungen',
      blocks: [
        'Wir können diese Bedingungen aus sachlichen Gründen ändern, etwa bei neuen Funktionen oder geänderter Rechtslage. Änderungen kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail und auf dieser Seite an. Bist du nicht einverstanden, kannst du vorher kündigen; nutzt du Matchpost danach weiter, gelten die neuen Bedingungen.',
      ],
    },
    {
      id: 'recht',
      title: '11. Anwendbares Recht und Gerichtsstand',
      blocks: [
        'Es gilt Schweizer Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist der Sitz des Anbieters. Konsumentinnen und Konsumenten können auch an ihrem Wohnsitz klagen; zwingende Verbraucherschutzbestimmungen ihres Landes bleiben vorbehalten.',
        `Fragen zu diesen Bedingungen: ${operator.email}.`,
      ],
    },
  ],
});
