import { describe, expect, it } from 'vitest';
import { csvField, reportCsv } from '#server/sponsors/report-csv.ts';
import type { AppearanceLine } from '#server/sponsors/sponsor-appearance.repository.ts';

const line = (extra: Partial<AppearanceLine> = {}): AppearanceLine => ({
  sponsorId: 's1',
  sponsorName: 'Bäckerei "Zum Beck"',
  level: 'partner',
  teamName: 'Herren 1',
  games: 'UHC Thun – UHC Uster, 29.11.',
  kind: 'result',
  day: '2026-11-29',
  // 23:30 in Zurich on 28 November is still the 28th there.
  shownAt: new Date('2026-11-28T22:30:00Z'),
  postKey: 'k',
  published: [],
  ...extra,
});

describe('the sponsor report as CSV', () => {
  it('quotes every field and doubles its quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Zum "Beck"')).toBe('"Zum ""Beck"""');
    expect(csvField('Zeile\neins')).toBe('"Zeile\neins"');
  });

  it('puts an apostrophe before what a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvField('UHC = Sport')).toBe('"UHC = Sport"');
  });

  it('starts with a byte order mark and a header, one row per appearance, ; between fields, CRLF', () => {
    const csv = reportCsv(
      [
        line(),
        line({
          sponsorName: '@evil',
          published: [
            { platform: 'instagram', channelName: 'uhcthun', permalink: 'https://i.com/p/1' },
            { platform: 'facebook', channelName: 'UHC Thun', permalink: null },
          ],
        }),
      ],
      'de',
    );
    expect(
      csv.startsWith(
        '\uFEFF"Datum";"Sponsor";"Stufe";"Team";"Spiele";"Art des Posts";"Kanal";"Link"\r\n',
      ),
    ).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toBe(
      '"2026-11-28";"Bäckerei ""Zum Beck""";"Partner";"Herren 1";"UHC Thun – UHC Uster, 29.11.";"Resultat";"";""',
    );
    expect(rows[2]).toBe(
      `"2026-11-28";"'@evil";"Partner";"Herren 1";"UHC Thun – UHC Uster, 29.11.";"Resultat";"Instagram: uhcthun | Facebook: UHC Thun";"https://i.com/p/1"`,
    );
  });
});
