import type { Box } from '#shared/geometry/box.ts';
import type { Format } from '#shared/templates/formats.ts';
import { isAllowedImageHref } from '#shared/templates/template-schema.ts';
import {
  hasSponsors,
  type PostSponsor,
  type PostSponsors,
  type SponsorRoom,
} from '#shared/sponsors/post-sponsors.ts';
import type { ElementKit } from '#shared/themes/element-kit.ts';
import type { ThemeColors, ThemeId } from '#shared/themes/theme-colors.ts';

/**
 * The sponsor band of the built-in looks (docs/post-design.md, "Sponsors"): a row at the foot of
 * the frame, the content above laid out in what is left. Main sponsors on the largest plates,
 * then the partners, and on the list posts a second, smaller row of supporters. Every logo
 * stands on a white plate, as crests do, so a logo made for paper reads on a dark ground and on
 * a photo; the band itself speaks each look's own footer language:
 * - default, bold split: flush left like the broadcast caption, a red bar before the row;
 * - light, editorial card: centred on the page under a hairline, plates with a hairline ring;
 * - dark, arena: centred between two gold lines, as the arena's kick-off band;
 * - club, club poster: a scoreboard card with the club's second colour at its left edge.
 * The logos are fixed images of the post (each href resolved as a crest's is); a template
 * started from a look has no band: its designer places 'Sponsor' elements instead.
 */
export type BandPost = 'game' | 'list';

/** The sponsors the band draws: those the room has space for, by level. */
export interface BandSponsors {
  main: PostSponsor[];
  partners: PostSponsor[];
  supporters: PostSponsor[];
}

/** The sponsors of a post that fit its room and have a logo the renderer may draw. */
export function bandSponsors(
  sponsors: PostSponsors | null | undefined,
  room: SponsorRoom,
): BandSponsors | null {
  if (!hasSponsors(sponsors)) return null;
  const drawable = (list: PostSponsor[], count: number) =>
    list.filter((sponsor) => isAllowedImageHref(sponsor.logoHref)).slice(0, count);
  const band = {
    main: drawable(sponsors.main, room.main),
    partners: drawable(sponsors.partners, room.partners),
    supporters: drawable(sponsors.supporters, room.supporters),
  };
  return band.main.length + band.partners.length + band.supporters.length > 0 ? band : null;
}

/**
 * The height of the band's main row per format, the space between it and the content, and how
 * far a game post's band reaches below its frame into the foot (clear of the product mark): the
 * content gives up only the rest.
 */
const rowHeights: Record<Format, { row: number; gap: number; sink: number }> = {
  '4:5': { row: 104, gap: 30, sink: 28 },
  '9:16': { row: 100, gap: 28, sink: 24 },
  '1:1': { row: 70, gap: 14, sink: 34 },
  '1100:800': { row: 68, gap: 16, sink: 34 },
};

/** A supporters' row is this much of the main row's height. */
const supporterRow = 0.62;

/**
 * The frame left for the content and the band's box at its foot, or the frame as it was
 * without sponsors (nothing changes then).
 */
export function reserveBand(
  frame: Box,
  format: Format,
  sponsors: BandSponsors | null,
  post: BandPost = 'game',
  theme?: ThemeId,
): { frame: Box; band: Box | null } {
  if (!sponsors) return { frame, band: null };
  // The list posts keep their rows (a lower band) and have no foot to spare under their frame.
  const scale = post === 'list' ? 0.8 : 1;
  const row = rowHeights[format].row * scale;
  const gap = rowHeights[format].gap * scale;
  const sink = post === 'list' ? 0 : rowHeights[format].sink;
  const top = sponsors.main.length + sponsors.partners.length > 0;
  const height =
    sponsors.supporters.length > 0 && top
      ? row * (1 + supporterRow + 0.08)
      : top
        ? row
        : row * supporterRow;
  const bottom = frame.y + frame.height + sink;
  const clearance = theme === 'light' ? cardClearance(frame, format, post) : 0;
  return {
    frame: { ...frame, height: frame.height - (height - sink) - gap - clearance },
    band: { x: frame.x, y: bottom - height, width: frame.width, height },
  };
}

/**
 * The editorial card reaches past its frame (44 px on a 4:5 game post, 16 px above a band on the
 * hub, 0.6 of its padding on the list posts); the band keeps its gap below the card's edge, and
 * on a game post's story below the navy foot's top edge, 28 px under the card.
 */
function cardClearance(frame: Box, format: Format, post: BandPost): number {
  if (post === 'list') return 24;
  const u = Math.min(frame.width / 936, frame.height / 1140);
  if (format === '1100:800') return 16;
  return 44 * u + (format === '9:16' ? 28 * u : 0);
}

/** How many template elements the band draws at most: room for them in a full table's budget. */
export function bandElementCount(sponsors: BandSponsors | null): number {
  if (!sponsors) return 0;
  return 2 * (sponsors.main.length + sponsors.partners.length + sponsors.supporters.length) + 4;
}

interface Plate {
  sponsor: PostSponsor;
  width: number;
  height: number;
}

/** Plates of one level: a wide logo and a tall one both fit (drawn with 'meet'). */
function plates(sponsors: PostSponsor[], height: number, aspect: number): Plate[] {
  return sponsors.map((sponsor) => ({ sponsor, width: height * aspect, height }));
}

interface BandStyle {
  align: 'start' | 'middle';
  plateRing?: string;
}

function styleOf(theme: ThemeId, photo: boolean, c: ThemeColors): BandStyle {
  switch (theme) {
    case 'light':
      return { align: 'middle', ...(photo ? {} : { plateRing: c.plateRing }) };
    case 'dark':
      return { align: 'middle' };
    default:
      return { align: 'start' };
  }
}

/**
 * Draws the band into `band`: the look's ground for it, then each logo on its plate. Shapes go
 * below and logos above in the kit's order, so the band never covers a text.
 */
export function drawSponsorBand(
  kit: ElementKit,
  band: Box,
  sponsors: BandSponsors,
  look: { theme: ThemeId; colors: ThemeColors; photo: boolean; canvasWidth: number },
): void {
  const c = look.colors;
  const style = styleOf(look.theme, look.photo, c);
  const hasTop = sponsors.main.length + sponsors.partners.length > 0;
  // The main row's height, for the ground's proportions.
  const mainH =
    sponsors.supporters.length > 0 && hasTop ? band.height / (1 + supporterRow) : band.height;
  // The look's ground for the band, and the box inside it the logos stand in.
  let inner = band;
  if (look.theme === 'club') {
    // A scoreboard card as wide as its logos, the club's second colour at its left edge.
    const bar = Math.max(8, mainH * 0.12);
    const pad = mainH * 0.14;
    const height = band.height - 2 * pad;
    const widest = Math.max(...logoRows(sponsors, band.y + pad, height).map(naturalWidth));
    const width = Math.min(band.width, bar + pad * 2.8 + widest);
    kit.rect({ ...band, width, fill: c.card, radius: mainH * 0.1 });
    kit.rect({ x: band.x, y: band.y, width: bar, height: band.height, fill: c.decor });
    inner = {
      x: band.x + bar + pad * 1.4,
      y: band.y + pad,
      width: width - bar - pad * 2.8,
      height,
    };
  } else if (look.theme === 'dark') {
    // Between two gold lines across the canvas, as the arena's lit band.
    const line = Math.max(2, mainH * 0.03);
    for (const y of [band.y - line * 3, band.y + band.height + line * 2])
      kit.rect({ x: 0, y, width: look.canvasWidth, height: line, fill: c.decor, opacity: 0.8 });
  } else if (look.theme !== 'light') {
    // A red bar before the row, as the broadcast caption's. (The editorial look needs no
    // ground: the band stands on the page under the card.)
    const bar = Math.max(6, mainH * 0.08);
    kit.rect({ x: band.x, y: band.y, width: bar, height: band.height, fill: c.accent });
    inner = { ...band, x: band.x + bar * 3.5, width: band.width - bar * 3.5 };
  }
  for (const row of logoRows(sponsors, inner.y, inner.height)) drawRow(kit, inner, row, style, c);
}

interface LogoRow {
  y: number;
  height: number;
  /** The plates by level: main sponsors, then partners (a rule between them); or supporters. */
  plates: Plate[][];
}

/** The band's rows in a box from `y`, `height` high: main sponsors and partners, supporters. */
function logoRows(sponsors: BandSponsors, y: number, height: number): LogoRow[] {
  const hasTop = sponsors.main.length + sponsors.partners.length > 0;
  const supporterShare = sponsors.supporters.length > 0 && hasTop ? supporterRow : 0;
  const gapShare = supporterShare > 0 ? 0.08 : 0;
  const topH = hasTop ? height / (1 + supporterShare + gapShare) : 0;
  const rows: LogoRow[] = [];
  if (hasTop)
    rows.push({
      y,
      height: topH,
      plates: [
        plates(sponsors.main, topH, 2.4),
        plates(sponsors.partners, topH * 0.84, 1.55),
      ].filter((group) => group.length > 0),
    });
  if (sponsors.supporters.length > 0) {
    const h = hasTop ? topH * supporterShare : height;
    rows.push({ y: y + height - h, height: h, plates: [plates(sponsors.supporters, h, 1.7)] });
  }
  return rows;
}

/** A row's width at its plates' own sizes. */
function naturalWidth(row: LogoRow): number {
  const gap = row.height * 0.18;
  const groupGap = row.height * 0.5;
  return (
    row.plates.reduce(
      (sum, group) => sum + group.reduce((s, p) => s + p.width, 0) + gap * (group.length - 1),
      0,
    ) +
    groupGap * (row.plates.length - 1)
  );
}

function drawRow(
  kit: ElementKit,
  inner: Box,
  row: LogoRow,
  style: BandStyle,
  c: ThemeColors,
): void {
  const gap = row.height * 0.18;
  const groupGap = row.height * 0.5;
  const natural = naturalWidth(row);
  const k = Math.min(1, inner.width / natural);
  let x = style.align === 'middle' ? inner.x + (inner.width - natural * k) / 2 : inner.x;
  row.plates.forEach((group, g) => {
    if (g > 0) {
      // A thin rule between the main sponsors and the partners.
      const ruleH = row.height * 0.56;
      kit.rect({
        x: x - (groupGap * k) / 2 - 1,
        y: row.y + (row.height - ruleH) / 2,
        width: 2,
        height: ruleH,
        fill: c.text,
        opacity: 0.3,
      });
    }
    for (const plate of group) {
      const w = plate.width * k;
      const h = plate.height * k;
      const y = row.y + (row.height - h) / 2;
      kit.rect({
        x,
        y,
        width: w,
        height: h,
        fill: c.plate,
        radius: h * 0.12,
        ...(style.plateRing
          ? { stroke: style.plateRing, strokeWidth: Math.max(1.5, h * 0.02) }
          : {}),
      });
      const padY = h * 0.12;
      const padX = h * 0.16;
      kit.picture(plate.sponsor.logoHref, {
        x: x + padX,
        y: y + padY,
        width: w - 2 * padX,
        height: h - 2 * padY,
      });
      x += w + gap * k;
    }
    x += (groupGap - gap) * k;
  });
}
