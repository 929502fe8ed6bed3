import { storageKeys, type LegalText } from '#client/features/legal/content/legal-document.ts';

/** Die Datenschutzerklärung auf Deutsch (/privacy-policy-de). */
export const privacyDe: LegalText = (operator) => ({
  lang: 'de',
  title: 'Datenschutzerklärung',
  version: 'Stand: Oktober 2025',
  intro:
    'Diese Erklärung beschreibt, welche Personendaten Matchpost bearbeitet, wenn du die Website besuchst, dich anmeldest und Posts für deinen Verein erstellst, wozu wir das tun, wie lange und welche Rechte du hast. Sie folgt dem Schweizer Datenschutzgesetz (DSG, revDSG) und, soweit sie für dich gilt, der Datenschutz-Grundverordnung der EU (DSGVO).',
  contents: true,
  sections: [
    {
      id: 'verantwortlich',
      title: '1. Verantwortliche Stelle',
      blocks: [
        'Verantwortlich für die Bearbeitung deiner Daten ist:',
        { operator: true },
        `Für alle Fragen zu deinen Daten und um deine Rechte auszuüben, schreib an ${operator.email}. Wir haben keine Datenschutzberaterin und keinen Datenschutzberater bestellt; der Betreiber beantwortet Anfragen persönlich.`,
      ],
    },
    {
      id: 'daten',
      title: '2. Welche Daten wir speichern und wozu',
      blocks: [
        'Wir speichern nur, was Matchpost für dich braucht:',
        {
          list: [
            'Konto: deine E-Mail-Adresse, um dir Anmeldelinks und Nachrichten zu Konto und Abo zu senden.',
            'Profil: Vor- und Nachname und Instagram-Benutzername, wenn du sie angibst, sowie ob das Studio deine letzte Sportart, deinen Club und dein Team merken soll.',
            'Team-Slots: Sportart, Club und Team, die du speicherst, mit dem Datum der Erstellung und der letzten Änderung (der Plan begrenzt, wie oft ein Slot wechseln darf).',
            'Vorlagen: Name, Format, Anzahl Spiele und Gestaltung der Vorlagen, die du baust.',
            'Logos und Hintergrundbilder: die hochgeladenen Dateien, ihre Namen, Typen und erzeugte Vorschaubilder.',
            'Sitzungen und zweite Faktoren: ein Sitzungseintrag (mit IP-Adresse und Browser beim Start), solange du angemeldet bist, und die eingerichteten zweiten Faktoren: ihr Name, bei einem Telefon-Faktor die Telefonnummer, bei einer Authenticator-App ihr Geheimnis, bei einem Passkey sein öffentlicher Schlüssel.',
            'Club-API-Schlüssel: der Schlüssel einer Verbandsschnittstelle (etwa VolleyManager), den du für deinen Club hinterlegst, verschlüsselt mit AES-256-GCM; wir entschlüsseln ihn nur, um die Spiele deines Clubs abzurufen.',
            'Abo-Status: dein Plan, das Zahlungsintervall, Status und Enddatum des Abos sowie die Kunden- und Abo-Referenzen unseres Zahlungsanbieters. Kartendaten sehen und speichern wir nie.',
          ],
        },
        'Wir bearbeiten diese Daten, um den vereinbarten Dienst zu erbringen (Vertrag, Art. 6 Abs. 1 lit. b DSGVO), um ihn sicher und frei von Missbrauch zu halten (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO) und um unsere Buchführungspflichten zu erfüllen (rechtliche Pflicht, Art. 6 Abs. 1 lit. c DSGVO).',
      ],
    },
    {
      id: 'sportdaten',
      title: '3. Sportdaten der Verbände',
      blocks: [
        'Spiele, Resultate, Clubs, Teams und Wappen stammen aus den öffentlichen Schnittstellen der Schweizer Verbände (Swiss Unihockey, Swiss Volley und Schweizerischer Handball-Verband). Matchpost ruft sie auf deine Anfrage hin ab und hält sie kurz in einem Zwischenspeicher. Den Verbänden senden wir nur, was eine Abfrage braucht (etwa eine Club- oder Teamnummer) und bei Clubs, die einen verlangen, den hinterlegten Club-API-Schlüssel, nie deine E-Mail-Adresse oder deinen Namen.',
        'Wappen und andere Bilder der Verbände laden wir über unseren Server, damit dein Browser keine fremden Bildserver direkt kontaktiert.',
      ],
    },
    {
      id: 'dauer',
      title: '4. Wie lange wir Daten aufbewahren',
      blocks: [
        {
          list: [
            'Kontodaten, Profil, Team-Slots, Vorlagen, Logos, Hintergründe, Club-API-Schlüssel und zweite Faktoren: bis du dein Konto löschst.',
            'Anmeldelinks: 10 Minuten gültig und gelöscht, sobald sie benutzt oder ersetzt sind. Sitzungen enden nach 7 Tagen ohne Nutzung oder wenn du dich abmeldest.',
            'Zähler, die die Anmeldung vor Missbrauch schützen: höchstens 15 Minuten.',
            'Server-Protokolle (Zeit, aufgerufene Adresse, Status, IP-Adresse und bei Anmelde-E-Mails die E-Mail-Adresse): höchstens 30 Tage.',
            'Buchhaltungsbelege, die wir von Gesetzes wegen aufbewahren müssen (Rechnungen, Zahlungen): 10 Jahre gemäss Art. 958f OR; sie liegen bei unserem Zahlungsanbieter.',
          ],
        },
        'Wenn du dein Konto löschst (Profil → Konto löschen), beenden wir ein laufendes Abo beim Zahlungsanbieter, löschen alle hochgeladenen Dateien (Logos, Hintergründe und ihre Vorschaubilder) und deinen Benutzereintrag mit allem, was daran hängt: Profil, Team-Slots, Vorlagen, Club-API-Schlüssel, Sitzungen, zweite Faktoren und offene Anmeldelinks. Das lässt sich nicht rückgängig machen.',
      ],
    },
    {
      id: 'auftragsbearbeiter',
      title: '5. Auftragsbearbeiter',
      blocks: [
        'Wir arbeiten mit sorgfältig ausgewählten Anbietern, die Daten nur in unserem Auftrag und unter einem Auftragsbearbeitungsvertrag bearbeiten:',
        {
          list: [
            'Hosting: die Server, auf denen Matchpost und seine Datenbank laufen.',
            'Dateispeicher: ein S3-kompatibler Objektspeicher für Logos, Hintergründe und Vorschaubilder.',
            'E-Mail: ein E-Mail-Anbieter (SMTP), der Anmeldelinks und Konto-Nachrichten zustellt.',
            'SMS: ein Anbieter, der Einmal-Codes zustellt, nur wenn du eine Telefonnummer als zweiten Faktor wählst.',
            'Zahlung: Stripe Payments Europe, Ltd. (Dublin, Irland) für bezahlte Pläne. Stripe bearbeitet deine Zahlungsdaten nach eigener Datenschutzerklärung.',
          ],
        },
        'Bearbeitet ein Anbieter Daten ausserhalb der Schweiz oder des EU/EWR-Raums (Stripe etwa in den USA), ist die Übermittlung durch das Swiss-US und EU-US Data Privacy Framework oder durch die vom EDÖB und der EU-Kommission anerkannten Standardvertragsklauseln geschützt.',
      ],
    },
    {
      id: 'speicher',
      title: '6. Cookies und lokaler Speicher',
      blocks: [
        'Matchpost verwendet kein Tracking, keine Werbe-Cookies und keine Analyse-Dienste. Wir setzen ein einziges Cookie:',
        {
          list: [
            'matchpost.session_token: hält dich angemeldet. Es ist HttpOnly (Skripte können es nicht lesen), SameSite=Lax, wird bei sicherer Verbindung nur über HTTPS gesendet und läuft nach 7 Tagen ohne Nutzung oder bei der Abmeldung ab.',
          ],
        },
        'Zudem legt die Web-App einige Werte im lokalen Speicher deines Browsers ab. Sie verlassen dein Gerät nie:',
        {
          list: [
            `${storageKeys.theme}: dein Farbschema (hell, dunkel oder System).`,
            `${storageKeys.language}: deine Sprache der Oberfläche.`,
            `${storageKeys.plan} und ${storageKeys.interval}: Plan und Zahlungsintervall, die du bei den Preisen gewählt hast, bis du zum Abo weitergehst.`,
            `${storageKeys.signIn}: wohin es nach der Anmeldung weitergeht.`,
            `${storageKeys.draft}: ein ungespeicherter Vorlagen-Entwurf, damit ein Neuladen deine Arbeit nicht verliert; Speichern entfernt ihn.`,
            `${storageKeys.flash} (Sitzungsspeicher): eine einmalige Bestätigung nach einer Aktion, die die Seite neu lädt, etwa dem Löschen des Kontos.`,
          ],
        },
        'Du kannst diese Werte jederzeit in den Einstellungen deines Browsers löschen; Matchpost verwendet dann wieder die Grundeinstellungen.',
      ],
    },
    {
      id: 'rechte',
      title: '7. Deine Rechte',
      blocks: [
        'Nach dem DSG hast du das Recht auf Auskunft über deine Daten (Art. 25), auf Berichtigung unrichtiger Daten (Art. 32), auf Löschung, auf Widerspruch gegen die Bearbeitung und auf Herausgabe deiner Daten in einem gängigen elektronischen Format (Datenportabilität, Art. 28).',
        'Gilt für dich die DSGVO, hast du zudem die Rechte auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21), und du kannst eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.',
        `Die meisten Daten kannst du in deinem Profil selbst einsehen, ändern und löschen. Für alles andere schreib an ${operator.email}; wir antworten innert 30 Tagen. Du kannst dich auch bei einer Aufsichtsbehörde beschweren: in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB, www.edoeb.admin.ch), in der EU bei der Behörde deines Wohnsitzlandes.`,
      ],
    },
    {
      id: 'sicherheit',
      title: '8. Sicherheit',
      blocks: [
        'Alle Verbindungen sind verschlüsselt (HTTPS). Die Anmeldung funktioniert ohne Passwort mit Einmal-Links; du kannst einen zweiten Faktor hinzufügen. Club-API-Schlüssel liegen verschlüsselt, Dateien sind nur über kurzlebige signierte Adressen erreichbar, und Zugriff auf die Server hat nur der Betreiber.',
      ],
    },
    {
      id: 'alter',
      title: '9. Mindestalter',
      blocks: [
        'Matchpost richtet sich an Personen ab 18 Jahren. Wir bearbeiten nicht wissentlich Daten jüngerer Personen; erfährst du, dass dies geschehen ist, melde es uns, und wir löschen sie.',
      ],
    },
    {
      id: 'aenderungen',
      title: '10. Änderungen dieser Erklärung',
      blocks: [
        'Wir passen diese Erklärung an, wenn sich Matchpost oder das Recht ändert. Wesentliche Änderungen kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten an, per E-Mail an registrierte Nutzerinnen und Nutzer und auf dieser Seite. Das Datum oben zeigt, welche Fassung gilt.',
      ],
    },
  ],
});
