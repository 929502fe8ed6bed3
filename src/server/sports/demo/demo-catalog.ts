import type { Sport } from '#shared/sports/sports.ts';

/**
 * The clubs, teams and leagues of the bundled demo dataset. Invented clubs in real Swiss places,
 * so that nothing here passes for real results. Every league has an even number of teams so that
 * each team plays in every round.
 */
export interface DemoClub {
  id: string;
  name: string;
  /** Letters on the generated crest. */
  initials: string;
  colors: { primary: string; secondary: string; text: string };
  crest: 'shield' | 'circle' | 'hexagon';
  hall: string;
  city: string;
}

export interface DemoTeam {
  id: string;
  clubId: string;
  name: string;
  /** Some teams have no logo, as some federation teams have none. */
  hasLogo: boolean;
}

export interface DemoLeague {
  code: string;
  name: string;
  teams: DemoTeam[];
  /** Junior leagues play tournament days: several games per team on one day. */
  tournament: boolean;
  /**
   * The leagues of the weekend club play on weekends, as most clubs do: a round every Saturday
   * (6) or Sunday (0), around this weekend, rather than on days counted from today.
   */
  weekendDay?: 0 | 6;
}

export interface DemoCatalog {
  clubs: DemoClub[];
  leagues: DemoLeague[];
  /** Kick-off times of regular games. */
  times: string[];
}

type ClubRow = [
  number,
  string,
  string,
  [string, string, string],
  DemoClub['crest'],
  string,
  string,
];
/** [club number, team name suffix ('' for the first team), has a logo] */
type TeamRow = [number, string, boolean?];
/** [code, name, tournament days, teams, the weekend day of a weekend club's league] */
type LeagueRow = [string, string, boolean, TeamRow[], (0 | 6)?];

function catalog(clubRows: ClubRow[], leagueRows: LeagueRow[], times: string[]): DemoCatalog {
  const clubs = clubRows.map(
    ([number, name, initials, [primary, secondary, text], crest, hall, city]): DemoClub => ({
      id: `demo-${number}`,
      name,
      initials,
      colors: { primary, secondary, text },
      crest,
      hall,
      city,
    }),
  );
  const teamCount = new Map<number, number>();
  const leagues = leagueRows.map(([code, name, tournament, teamRows, weekendDay]): DemoLeague => ({
    code,
    name,
    tournament,
    ...(weekendDay === undefined ? {} : { weekendDay }),
    teams: teamRows.map(([clubNumber, suffix, hasLogo = true]): DemoTeam => {
      const club = clubs.find((candidate) => candidate.id === `demo-${clubNumber}`);
      if (!club) throw new Error(`demo catalog: no club ${clubNumber}`);
      const index = (teamCount.get(clubNumber) ?? 0) + 1;
      teamCount.set(clubNumber, index);
      return {
        id: `demo-${clubNumber}-${index}`,
        clubId: club.id,
        name: suffix ? `${club.name} ${suffix}` : club.name,
        hasLogo,
      };
    }),
  }));
  return { clubs, leagues, times };
}

const unihockey = catalog(
  [
    [
      101,
      'UHC Bärenfels Münsingen',
      'BM',
      ['#b91c1c', '#facc15', '#ffffff'],
      'shield',
      'Sporthalle Schlossmatt',
      'Münsingen',
    ],
    [
      102,
      'Unihockey Zürisee Lions',
      'ZL',
      ['#1d4ed8', '#f8fafc', '#ffffff'],
      'circle',
      'Sporthalle Blatten',
      'Männedorf',
    ],
    [
      103,
      'Floorball Thun-Oberland',
      'FTO',
      ['#0f766e', '#fef3c7', '#ffffff'],
      'hexagon',
      'Lachenhalle',
      'Thun',
    ],
    [
      104,
      'UHC Grünenmatt Tigers',
      'GT',
      ['#15803d', '#f97316', '#ffffff'],
      'shield',
      'Sporthalle Grünenmatt',
      'Grünenmatt',
    ],
    [
      105,
      'Unihockey Basel Rhybärgli',
      'UBR',
      ['#111827', '#ef4444', '#ffffff'],
      'circle',
      'Sporthalle St. Jakob',
      'Basel',
    ],
    [
      106,
      'UHC Näfels Glarnerland',
      'NG',
      ['#7c2d12', '#fde68a', '#ffffff'],
      'shield',
      'Lintharena',
      'Näfels',
    ],
    [
      107,
      'Floorball Sion-Valais',
      'FSV',
      ['#dc2626', '#ffffff', '#ffffff'],
      'hexagon',
      'Salle omnisport des Creusets',
      'Sion',
    ],
    [
      108,
      'STV Rüti-Jona Unihockey',
      'RJ',
      ['#6d28d9', '#e9d5ff', '#ffffff'],
      'circle',
      'Sporthalle Schanz',
      'Rüti ZH',
    ],
    [
      109,
      'UHC Höfe Wollerau',
      'HW',
      ['#0369a1', '#bae6fd', '#ffffff'],
      'shield',
      'Sporthalle Riedmatt',
      'Wollerau',
    ],
    [
      110,
      'Unihockey Sense-See Düdingen',
      'SSD',
      ['#be123c', '#1f2937', '#ffffff'],
      'hexagon',
      'Sporthalle Leimacker',
      'Düdingen',
    ],
    // A club of many teams (TV Seeland Lyss, the same club in every sport) and the four it meets
    // in its leagues, which play on weekends (weekendDay); two of its teams share a league.
    [
      111,
      'TV Seeland Lyss',
      'TVS',
      ['#0d9488', '#fde047', '#ffffff'],
      'shield',
      'Sporthalle Grien',
      'Lyss',
    ],
    [
      112,
      'UHC Frienisberg Aarberg',
      'FA',
      ['#9f1239', '#fecdd3', '#ffffff'],
      'circle',
      'Sporthalle Aarolina',
      'Aarberg',
    ],
    [
      113,
      'Unihockey Bucheggberg',
      'UB',
      ['#3f6212', '#ecfccb', '#ffffff'],
      'hexagon',
      'Turnhalle Rüti',
      'Messen',
    ],
    [
      114,
      'UHC Nidau-Bielersee',
      'NB',
      ['#1e3a8a', '#f97316', '#ffffff'],
      'shield',
      'Sporthalle Sahligut',
      'Biel/Bienne',
    ],
    [
      115,
      'UHC Grenchen Witi',
      'GW',
      ['#312e81', '#c7d2fe', '#ffffff'],
      'circle',
      'Sporthalle Kastels',
      'Grenchen',
    ],
  ],
  [
    [
      'l1',
      'Herren L-UPL',
      false,
      [
        [101, ''],
        [102, ''],
        [103, ''],
        [105, ''],
      ],
    ],
    [
      'l2',
      'Herren 1. Liga Grossfeld',
      false,
      [
        [104, ''],
        [106, ''],
        [108, '', false],
        [109, ''],
      ],
    ],
    [
      'l3',
      'Damen NLB',
      false,
      [
        [101, 'Damen'],
        [103, 'Damen'],
        [107, 'Damen'],
        [110, 'Damen'],
      ],
    ],
    [
      'l4',
      'Junioren U21 A',
      true,
      [
        [102, 'U21'],
        [104, 'U21'],
        [105, 'U21', false],
        [109, 'U21'],
      ],
    ],
    [
      'l5',
      'Junioren U16 C Regional',
      true,
      [
        [106, 'Junioren U16 C Regionalauswahl Glarnerland-Linth', false],
        [107, 'U16 C'],
        [108, 'U16 C'],
        [110, 'Junioren U16 C Regionalmeisterschaft Sense-Oberland'],
      ],
    ],
    [
      'w1',
      'Herren 1. Liga Kleinfeld',
      false,
      [
        [111, 'Herren 1'],
        [112, ''],
        [113, ''],
        [115, ''],
      ],
      6,
    ],
    [
      'w2',
      'Herren 4. Liga Kleinfeld',
      false,
      [
        [111, 'Herren 2'],
        [111, 'Herren 3'],
        [114, ''],
        [112, 'II'],
      ],
      0,
    ],
    [
      'w3',
      'Damen 2. Liga Kleinfeld',
      false,
      [
        [111, 'Damen'],
        [113, 'Damen'],
        [114, 'Damen'],
        [115, 'Damen', false],
      ],
      6,
    ],
    [
      'w4',
      'Junioren U21 B',
      false,
      [
        [111, 'U21'],
        [112, 'U21'],
        [114, 'U21'],
        [115, 'U21'],
      ],
      0,
    ],
    [
      'w5',
      'Junioren U18 B',
      false,
      [
        [111, 'U18'],
        [113, 'U18'],
        [115, 'U18'],
        [112, 'U18', false],
      ],
      6,
    ],
    [
      'w6',
      'Junioren U16 B',
      false,
      [
        [111, 'U16'],
        [112, 'U16'],
        [113, 'U16'],
        [114, 'U16'],
      ],
      0,
    ],
    [
      'w7',
      'Junioren U14 A',
      false,
      [
        [111, 'U14'],
        [114, 'U14'],
        [115, 'U14'],
        [113, 'U14'],
      ],
      6,
    ],
  ],
  ['19:30', '20:00', '17:00', '18:15'],
);

const volleyball = catalog(
  [
    [
      201,
      'VBC Aaretal Münsingen',
      'VA',
      ['#1e3a8a', '#fbbf24', '#ffffff'],
      'circle',
      'Sporthalle Rebacker',
      'Münsingen',
    ],
    [
      202,
      'Volley Zürisee Stäfa',
      'VZS',
      ['#0e7490', '#ecfeff', '#ffffff'],
      'shield',
      'Sporthalle Frohberg',
      'Stäfa',
    ],
    [
      203,
      'VBC Glärnisch Glarus',
      'VG',
      ['#991b1b', '#fef2f2', '#ffffff'],
      'hexagon',
      'Sporthalle Buchholz',
      'Glarus',
    ],
    [
      204,
      'Volley Lötschberg Frutigen',
      'VLF',
      ['#166534', '#dcfce7', '#ffffff'],
      'shield',
      'Widihalle',
      'Frutigen',
    ],
    [
      205,
      'VBC Rüschlikon',
      'VR',
      ['#9333ea', '#fae8ff', '#ffffff'],
      'circle',
      'Sporthalle Moos',
      'Rüschlikon',
    ],
    [
      206,
      'Volley Luzern Süd Kriens',
      'LSK',
      ['#1f2937', '#60a5fa', '#ffffff'],
      'hexagon',
      'Sporthalle Krauer',
      'Kriens',
    ],
    [
      207,
      'VBC Thurgau Weinfelden',
      'VTW',
      ['#15803d', '#fef9c3', '#ffffff'],
      'shield',
      'Sporthalle Güttingersreuti',
      'Weinfelden',
    ],
    [
      208,
      'Volley Fribourg Gruyère',
      'VFG',
      ['#000000', '#ffffff', '#ffffff'],
      'circle',
      'Salle du Château',
      'Bulle',
    ],
    [
      209,
      'VBC Biel-Bienne Seeland',
      'VBS',
      ['#c2410c', '#ffedd5', '#ffffff'],
      'hexagon',
      'Sporthalle Esplanade',
      'Biel/Bienne',
    ],
    [
      210,
      'Volley Surselva Ilanz',
      'VSI',
      ['#0f172a', '#f43f5e', '#ffffff'],
      'shield',
      'Halla da sport Ilanz',
      'Ilanz/Glion',
    ],
    // A club of many teams (TV Seeland Lyss, the same club in every sport) and the four it meets
    // in its leagues, which play on weekends (weekendDay); two of its teams share a league.
    [
      211,
      'TV Seeland Lyss',
      'TVS',
      ['#0d9488', '#fde047', '#ffffff'],
      'shield',
      'Sporthalle Grien',
      'Lyss',
    ],
    [
      212,
      'VBC Büren an der Aare',
      'VBA',
      ['#7c3aed', '#ede9fe', '#ffffff'],
      'hexagon',
      'Sporthalle Ländte',
      'Büren an der Aare',
    ],
    [
      213,
      'Volley Schüpfen',
      'VS',
      ['#b91c1c', '#fee2e2', '#ffffff'],
      'circle',
      'Mehrzweckhalle Schüpfen',
      'Schüpfen',
    ],
    [
      214,
      'VBC Kerzers Grosses Moos',
      'VKM',
      ['#166534', '#fef08a', '#ffffff'],
      'shield',
      'Sporthalle Kerzers',
      'Kerzers',
    ],
    [
      215,
      'Volley Ins-Erlach',
      'VIE',
      ['#0369a1', '#e0f2fe', '#ffffff'],
      'hexagon',
      'Sporthalle Ins',
      'Ins',
    ],
  ],
  [
    [
      'l1',
      'NLB Frauen',
      false,
      [
        [201, 'Damen 1'],
        [202, 'Damen 1'],
        [205, 'Damen 1'],
        [208, 'Damen 1'],
      ],
    ],
    [
      'l2',
      'NLB Männer',
      false,
      [
        [203, 'Herren 1'],
        [204, 'Herren 1', false],
        [206, 'Herren 1'],
        [209, 'Herren 1'],
      ],
    ],
    [
      'l3',
      '1. Liga Frauen',
      false,
      [
        [203, 'Damen 1'],
        [207, 'Damen 1'],
        [209, 'Damen 1'],
        [210, 'Damen 1'],
      ],
    ],
    [
      'l4',
      '2. Liga Männer',
      false,
      [
        [201, 'Herren 2'],
        [205, 'Herren 2'],
        [207, 'Herren 2', false],
        [210, 'Herren 2'],
      ],
    ],
    [
      'l5',
      'U19 Juniorinnen',
      true,
      [
        [202, 'Juniorinnen U19 Regionalauswahl Zürichsee-Oberland'],
        [204, 'U19'],
        [206, 'U19', false],
        [208, 'Juniorinnen U19 Espoirs Fribourg-Gruyère'],
      ],
    ],
    [
      'w1',
      '2. Liga Frauen',
      false,
      [
        [211, 'Damen 1'],
        [212, 'Damen 1'],
        [213, 'Damen 1'],
        [214, 'Damen 1'],
      ],
      6,
    ],
    [
      'w2',
      '4. Liga Frauen',
      false,
      [
        [211, 'Damen 2'],
        [211, 'Damen 3'],
        [215, 'Damen 2'],
        [213, 'Damen 2'],
      ],
      0,
    ],
    [
      'w3',
      '2. Liga Männer',
      false,
      [
        [211, 'Herren 1'],
        [212, 'Herren 1'],
        [214, 'Herren 1', false],
        [215, 'Herren 1'],
      ],
      6,
    ],
    [
      'w4',
      '3. Liga Männer',
      false,
      [
        [211, 'Herren 2'],
        [213, 'Herren 2'],
        [215, 'Herren 2'],
        [212, 'Herren 2'],
      ],
      0,
    ],
    [
      'w5',
      'U23 Juniorinnen',
      false,
      [
        [211, 'U23'],
        [214, 'U23'],
        [215, 'U23'],
        [212, 'U23'],
      ],
      6,
    ],
    [
      'w6',
      'U19 Juniorinnen Regional',
      false,
      [
        [211, 'U19'],
        [212, 'U19'],
        [213, 'U19', false],
        [214, 'U19'],
      ],
      0,
    ],
    [
      'w7',
      'U17 Juniorinnen Regional',
      false,
      [
        [211, 'U17'],
        [213, 'U17'],
        [214, 'U17'],
        [215, 'U17'],
      ],
      6,
    ],
  ],
  ['20:00', '19:30', '17:00', '16:00'],
);

const handball = catalog(
  [
    [
      301,
      'HC Zürisee Wädenswil',
      'ZW',
      ['#1d4ed8', '#fde047', '#ffffff'],
      'shield',
      'Sporthalle Glärnisch',
      'Wädenswil',
    ],
    [
      302,
      'SG Emme-Goldbach',
      'SEG',
      ['#b45309', '#fffbeb', '#ffffff'],
      'hexagon',
      'Sporthalle Lützelflüh',
      'Lützelflüh',
    ],
    [
      303,
      'TV Möhlin Handball',
      'TVM',
      ['#dc2626', '#111827', '#ffffff'],
      'circle',
      'Steinlihalle',
      'Möhlin',
    ],
    [
      304,
      'HC Gäu Oensingen',
      'HCG',
      ['#065f46', '#d1fae5', '#ffffff'],
      'shield',
      'Sporthalle Bienken',
      'Oensingen',
    ],
    [
      305,
      'SG Rhein-Thur Flaach',
      'SRT',
      ['#0c4a6e', '#e0f2fe', '#ffffff'],
      'hexagon',
      'Sporthalle Worbig',
      'Flaach',
    ],
    [
      306,
      'HSG Aargau Ost Würenlos',
      'HAO',
      ['#7f1d1d', '#fecaca', '#ffffff'],
      'circle',
      'Sporthalle Ländli',
      'Würenlos',
    ],
    [
      307,
      'HC Lägern Wettingen',
      'HLW',
      ['#4c1d95', '#ede9fe', '#ffffff'],
      'shield',
      'Sporthalle Margeläcker',
      'Wettingen',
    ],
    [
      308,
      'HC Bären Münchenbuchsee',
      'HBM',
      ['#a16207', '#1c1917', '#ffffff'],
      'circle',
      'Sporthalle Hirzenfeld',
      'Münchenbuchsee',
    ],
    [
      309,
      'SG Zürcher Oberland Uster',
      'SZO',
      ['#1e40af', '#f1f5f9', '#ffffff'],
      'hexagon',
      'Sporthalle Buchholz',
      'Uster',
    ],
    [
      310,
      'BSG Vorderland Walzenhausen',
      'BSV',
      ['#15803d', '#f8fafc', '#ffffff'],
      'shield',
      'Sporthalle Güetli',
      'Walzenhausen',
    ],
    // A club of many teams (TV Seeland Lyss, the same club in every sport) and the four it meets
    // in its leagues, which play on weekends (weekendDay); two of its teams share a league.
    [
      311,
      'TV Seeland Lyss',
      'TVS',
      ['#0d9488', '#fde047', '#ffffff'],
      'shield',
      'Sporthalle Grien',
      'Lyss',
    ],
    [
      312,
      'HC Aarberg Frienisberg',
      'HAF',
      ['#c2410c', '#ffedd5', '#ffffff'],
      'circle',
      'Sporthalle Aarolina',
      'Aarberg',
    ],
    [
      313,
      'HV Bucheggberg',
      'HVB',
      ['#365314', '#d9f99d', '#ffffff'],
      'hexagon',
      'Mehrzweckhalle Lüterswil',
      'Lüterswil',
    ],
    [
      314,
      'SG Biel-Nidau',
      'SBN',
      ['#1e293b', '#fbbf24', '#ffffff'],
      'shield',
      'Sporthalle Weidteile',
      'Nidau',
    ],
    [
      315,
      'HC Grenchen Lengnau',
      'HGL',
      ['#6b21a8', '#f5d0fe', '#ffffff'],
      'circle',
      'Sporthalle Lengnau',
      'Lengnau BE',
    ],
  ],
  [
    [
      'l1',
      'NLB Männer',
      false,
      [
        [301, ''],
        [303, ''],
        [306, ''],
        [307, ''],
      ],
    ],
    [
      'l2',
      'SPL2 Frauen',
      false,
      [
        [302, 'Damen'],
        [304, 'Damen'],
        [308, 'Damen', false],
        [309, 'Damen'],
      ],
    ],
    [
      'l3',
      '1. Liga Männer Gruppe 2',
      false,
      [
        [302, ''],
        [305, ''],
        [308, ''],
        [310, '', false],
      ],
    ],
    [
      'l4',
      'U19 Elite',
      false,
      [
        [301, 'U19'],
        [304, 'U19'],
        [306, 'U19'],
        [309, 'U19'],
      ],
    ],
    [
      'l5',
      'U13 Junioren Promotion',
      true,
      [
        [303, 'Junioren U13 Promotion Fricktal-Rheinfelden'],
        [305, 'U13'],
        [307, 'U13', false],
        [310, 'Junioren U13 Promotion Appenzellerland-Rheintal'],
      ],
    ],
    [
      'w1',
      '2. Liga Männer',
      false,
      [
        [311, 'Herren 1'],
        [312, ''],
        [313, ''],
        [314, ''],
      ],
      6,
    ],
    [
      'w2',
      '4. Liga Männer',
      false,
      [
        [311, 'Herren 2'],
        [311, 'Herren 3'],
        [315, ''],
        [312, 'II'],
      ],
      0,
    ],
    [
      'w3',
      '2. Liga Frauen',
      false,
      [
        [311, 'Damen'],
        [313, 'Damen'],
        [314, 'Damen', false],
        [315, 'Damen'],
      ],
      6,
    ],
    [
      'w4',
      'U19 Junioren Inter',
      false,
      [
        [311, 'U19'],
        [312, 'U19'],
        [314, 'U19'],
        [315, 'U19'],
      ],
      0,
    ],
    [
      'w5',
      'U17 Junioren Regional',
      false,
      [
        [311, 'U17'],
        [313, 'U17'],
        [315, 'U17'],
        [312, 'U17'],
      ],
      6,
    ],
    [
      'w6',
      'U15 Junioren Regional',
      false,
      [
        [311, 'U15'],
        [312, 'U15'],
        [313, 'U15'],
        [314, 'U15'],
      ],
      0,
    ],
    [
      'w7',
      'U13 Junioren Promotion',
      false,
      [
        [311, 'U13'],
        [314, 'U13'],
        [315, 'U13', false],
        [313, 'U13'],
      ],
      6,
    ],
  ],
  ['18:00', '19:30', '20:15', '17:00'],
);

export const demoCatalogs: Record<Sport, DemoCatalog> = { unihockey, volleyball, handball };
