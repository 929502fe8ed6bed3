/**
 * Team names as handball.ch writes them, cleaned of what is decoration and not part of the name.
 * The club API repeats a team once per group or round and often writes that group into the name
 * ("Pfadi Winterthur U19 - Gruppe 2", "HC Goldach (Gr. A)"), and marks gender in brackets
 * ("BSV Stans (F)") although the league already says it. The rule:
 *
 * - removed at the end of the name: group and round markers ("- Gruppe 2", "(Gruppe A)", "Gr. 3",
 *   "(Vorrunde)", "- Finalrunde"), with or without brackets or a dash before them;
 * - removed anywhere: gender markers in brackets ("(M)", "(F)", "(H)", "(D)", "(w)", "(m)",
 *   "(Herren)", "(Damen)", "(Frauen)", "(Männer)");
 * - an age class in brackets ("(U17)") loses its brackets, or goes when the name has it already;
 * - kept as written: the club's name, numbering ("2", "II"), age classes outside brackets ("U15"),
 *   level words ("Elite", "Promotion"), and team groupings ("SG Pfadi Winterthur / Seen Tigers").
 */
const round =
  '(?:Vor|Final|Zwischen|Haupt|Abstiegs|Aufstiegs|Meister|Platzierungs|Qualifikations)runde';
const group = '(?:Gruppe|Gr\\.)\\s*[A-Za-z0-9]{1,3}';
const trailingMarker = new RegExp(
  `\\s*(?:[-–]\\s*)?(?:\\(\\s*(?:${group}|${round})\\s*\\)|(?:${group}|${round}))\\s*$`,
  'i',
);
const genderMarker = /\s*\((?:M|F|H|D|w|m|Herren|Damen|Frauen|Männer)\)/g;
const bracketedAge = /\s*\((U\d{2})\)/g;

export function cleanTeamName(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  name = name.replace(genderMarker, '');
  name = name.replace(bracketedAge, (_match, age: string) =>
    new RegExp(`\\b${age}\\b`).test(name.replace(bracketedAge, '')) ? '' : ` ${age}`,
  );
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(trailingMarker, '').trim();
  }
  // Never clean a name away entirely: a name that is only a marker stays as written.
  return name === '' ? raw.trim() : name;
}
