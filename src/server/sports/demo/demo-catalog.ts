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

function catalog(
  clubRows: ClubRow[],
  leagueRows: [string, string, boolean, TeamRow[]][],
  times: string[],
): DemoCatalog {
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
  const leagues = leagueRows.map(([code, name, tournament, teamRows]): DemoLeague => ({
    code,
    name,
    tournament,
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
  ],
  ['18:00', '19:30', '20:15', '17:00'],
);

export const demoCatalogs: Record<Sport, DemoCatalog> = { unihockey, volleyball, handball };
