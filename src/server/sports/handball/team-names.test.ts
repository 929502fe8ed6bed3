import { describe, expect, it } from 'vitest';
import { cleanTeamName } from '#server/sports/handball/team-names.ts';

describe('handball team names', () => {
  it.each([
    ['Pfadi Winterthur U19 - Gruppe 2', 'Pfadi Winterthur U19'],
    ['HC Goldach (Gruppe A)', 'HC Goldach'],
    ['HC Goldach Gr. 3', 'HC Goldach'],
    ['TV Solothurn (Gr. B)', 'TV Solothurn'],
    ['Pfadi Winterthur U19 (Finalrunde)', 'Pfadi Winterthur U19'],
    ['SG Wädenswil/Horgen - Vorrunde', 'SG Wädenswil/Horgen'],
    ['BSV Stans (F)', 'BSV Stans'],
    ['BSV Bern (M)', 'BSV Bern'],
    ['LK Zug (Damen)', 'LK Zug'],
    ['Pfadi Winterthur (F) (U17)', 'Pfadi Winterthur U17'],
    ['Pfadi Winterthur U17 (U17)', 'Pfadi Winterthur U17'],
    ['Pfadi Winterthur 2 (M) - Gruppe 4', 'Pfadi Winterthur 2'],
    ['  HSC  Suhr Aarau  ', 'HSC Suhr Aarau'],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanTeamName(raw)).toBe(clean);
  });

  it.each([
    'SG Pfadi Winterthur / Seen Tigers Junioren U15 Promotion',
    'Kadetten Schaffhausen II',
    'HC Kriens-Luzern U19 Elite',
    'TSV St. Otmar St. Gallen',
    'Handball Grauholz (SG)',
  ])('keeps %j as written', (name) => {
    expect(cleanTeamName(name)).toBe(name);
  });

  it('never cleans a name away entirely', () => {
    expect(cleanTeamName('Gruppe 2')).toBe('Gruppe 2');
  });
});
