import type { PostSponsor, PostSponsors } from '#shared/sponsors/post-sponsors.ts';

/**
 * Sample sponsors for the sponsor goldens and tests, their logos made here as small SVGs in three
 * shapes so the band's fitting shows: a wide wordmark (the bank), a square badge (the garage), a
 * tall mark (the bakery) and a round seal (the brewery). Inline data: the tests stay offline.
 */
function logo(width: number, height: number, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const sponsorLogos = {
  /** Wide, 5:1: a bank's wordmark with a mark at its left. */
  bank: logo(
    500,
    100,
    '<rect x="4" y="14" width="72" height="72" rx="10" fill="#0b5cab"/><path d="M16 70 L40 26 L64 70 Z" fill="#ffffff"/><text x="96" y="70" font-family="Arial" font-weight="700" font-size="54" fill="#0b2545">Seebank</text><text x="346" y="70" font-family="Arial" font-size="54" fill="#0b5cab">AG</text>',
  ),
  /** Square: a garage's badge. */
  garage: logo(
    200,
    200,
    '<rect x="6" y="6" width="188" height="188" rx="28" fill="#c1121f"/><path d="M40 110 L60 70 H140 L160 110 V140 H40 Z" fill="#ffffff"/><circle cx="70" cy="142" r="16" fill="#1b1b1b"/><circle cx="130" cy="142" r="16" fill="#1b1b1b"/><text x="100" y="52" text-anchor="middle" font-family="Arial" font-weight="700" font-size="30" fill="#ffffff">GARAGE</text><text x="100" y="186" text-anchor="middle" font-family="Arial" font-weight="700" font-size="22" fill="#ffffff">MEIER</text>',
  ),
  /** Tall, 2:3: a bakery's mark over its name. */
  bakery: logo(
    200,
    300,
    '<ellipse cx="100" cy="96" rx="78" ry="60" fill="#b5651d"/><path d="M50 96 Q100 40 150 96" stroke="#f3d9b1" stroke-width="10" fill="none"/><path d="M60 120 Q100 80 140 120" stroke="#f3d9b1" stroke-width="8" fill="none"/><text x="100" y="212" text-anchor="middle" font-family="Georgia" font-weight="700" font-size="46" fill="#5a3311">Beck</text><text x="100" y="262" text-anchor="middle" font-family="Georgia" font-size="34" fill="#5a3311">Huber</text>',
  ),
  /** Round: a brewery's seal. */
  brewery: logo(
    220,
    220,
    '<circle cx="110" cy="110" r="104" fill="#14532d"/><circle cx="110" cy="110" r="86" fill="none" stroke="#facc15" stroke-width="6"/><text x="110" y="104" text-anchor="middle" font-family="Arial" font-weight="700" font-size="40" fill="#facc15">BRÄU</text><text x="110" y="146" text-anchor="middle" font-family="Arial" font-size="26" fill="#ffffff">SEETAL</text>',
  ),
  /** Wide, 3:1: an insurance's wordmark in two colours. */
  insurance: logo(
    300,
    100,
    '<text x="8" y="66" font-family="Arial" font-weight="700" font-size="52" fill="#7c3aed">alpin</text><text x="148" y="66" font-family="Arial" font-size="52" fill="#111827">vers</text><rect x="8" y="78" width="280" height="6" fill="#7c3aed"/>',
  ),
};

function sponsor(id: string, name: string, level: PostSponsor['level'], logoHref: string) {
  return { id, name, level, logoHref };
}

export const sampleSponsors = {
  bank: sponsor('s-bank', 'Seebank AG', 'main', sponsorLogos.bank),
  insurance: sponsor('s-insurance', 'Alpinvers', 'main', sponsorLogos.insurance),
  garage: sponsor('s-garage', 'Garage Meier', 'partner', sponsorLogos.garage),
  bakery: sponsor('s-bakery', 'Beck Huber', 'partner', sponsorLogos.bakery),
  brewery: sponsor('s-brewery', 'Bräu Seetal', 'supporter', sponsorLogos.brewery),
};

const s = sampleSponsors;

/**
 * The configurations the goldens draw: the least a club shows (one main sponsor, one partner)
 * and a full band (two main sponsors, two partners); the list posts add supporters.
 */
export const sponsorSets = {
  one: { main: [s.bank], partners: [s.garage], supporters: [] },
  full: { main: [s.bank, s.insurance], partners: [s.garage, s.bakery], supporters: [] },
  supporters: {
    main: [s.bank],
    partners: [s.garage, s.bakery],
    supporters: [
      s.brewery,
      { ...s.insurance, id: 's-ins-2', level: 'supporter' },
      { ...s.garage, id: 's-gar-2', level: 'supporter' },
    ],
  },
} satisfies Record<string, PostSponsors>;
