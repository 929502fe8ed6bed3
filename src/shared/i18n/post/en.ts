import type { PostWords } from '#shared/i18n/post-words.ts';

/** The words on posts in English. British usage, as Switzerland writes English: "22 November", 24-hour times. */
export const en: PostWords = {
  preview: 'Match preview',
  gameDay: 'Matchday',
  homeGame: 'Home game',
  homeGameDay: 'Home matchday',
  result: 'Result',
  results: 'Results',
  report: 'Match report',
  win: 'Win',
  loss: 'Loss',
  draw: 'Draw',
  versus: 'vs',
  home: 'Home',
  away: 'Away',
  detail: { unihockey: 'Periods', volleyball: 'Sets', handball: 'Half-time' },
  sport: { unihockey: 'Floorball', volleyball: 'Volleyball', handball: 'Handball' },
  calendar: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
  },
  longDate: (d, w) => `${w.weekdays[d.weekday]} ${d.day} ${w.months[d.month - 1]} ${d.year}`,
  shortDate: (d, w) => `${w.weekdaysShort[d.weekday]} ${d.day} ${w.monthsShort[d.month - 1]}`,
  clock: (time) => time,
  standings: {
    title: 'Standings',
    rank: '#',
    team: 'Team',
    games: 'GP',
    wins: 'W',
    draws: 'D',
    losses: 'L',
    overtimeWins: 'OTW',
    overtimeLosses: 'OTL',
    score: { goals: 'Goals', sets: 'Sets' },
    points: 'Pts',
  },
  caption: {
    invite: 'Come and cheer us on!',
    thanks: 'Thanks for your support!',
    standing: (team, rank, points) =>
      `${team}: ${ordinal(rank)} place, ${points} ${points === 1 ? 'point' : 'points'}`,
  },
  weekend: { weekend: 'Weekend', gameDay: 'Matchday', preview: 'Preview' },
  brand: 'Matchpost',
};

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
