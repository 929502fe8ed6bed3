import type { Club } from '#shared/sports/sports.ts';

/**
 * The Swiss Handball club API has no club list endpoint, so the app ships one. The ids are meant
 * to be the club numbers that the club API expects in /clubs/{id}. THESE NUMBERS ARE PLACEHOLDERS:
 * they were not checked against handball.ch (no access from here) and must be replaced with the
 * clubs' real numbers before live handball data is offered.
 */
export const handballClubs: readonly Club[] = [
  { id: '140001', name: 'Kadetten Schaffhausen' },
  { id: '140002', name: 'Pfadi Winterthur' },
  { id: '140003', name: 'HC Kriens-Luzern' },
  { id: '140004', name: 'BSV Bern' },
  { id: '140005', name: 'GC Amicitia Zürich' },
  { id: '140006', name: 'HSC Suhr Aarau' },
  { id: '140007', name: 'RTV 1879 Basel' },
  { id: '140008', name: 'TSV St. Otmar St. Gallen' },
  { id: '140009', name: 'Wacker Thun' },
  { id: '140010', name: 'HC Kreuzlingen' },
  { id: '140011', name: 'LC Brühl Handball' },
  { id: '140012', name: 'SG Spono Eagles' },
];
