import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { reportDate, reportTexts, type ReportKind } from '#server/sponsors/report-texts.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { SponsorLevel } from '#shared/sponsors/sponsor.schema.ts';

/**
 * The sponsor report as a PDF (ADR 061): one A4 page per sponsor, ready to mail to it: the
 * club's name and crest on a band of the club's colour, the sponsor, the period, its appearances
 * by team and kind of post, and where each was published with its link. Plain data in, bytes
 * out: it runs where the caller puts it (see sponsor-report.service.ts for why on the main
 * thread). The words are the account's language; the fonts the app ships (Arimo).
 */
export interface ReportSponsorPage {
  name: string;
  level: SponsorLevel;
  total: number;
  byTeamAndKind: { team: string; kind: ReportKind; count: number }[];
  /** Each appearance (oldest first), with where it was published. */
  appearances: {
    day: string;
    team: string;
    kind: ReportKind;
    games: string;
    channels: { name: string; link: string | null }[];
  }[];
  /** The keys of the posts its page shows as pictures (report-pages.ts). */
  posts: string[];
}

export interface ReportPdfInput {
  language: Language;
  club: string;
  /** The crest as PNG or JPEG bytes; null when none (or an SVG, which the PDF cannot take). */
  crest: { bytes: Uint8Array; type: 'png' | 'jpeg' } | null;
  /** The band's colour, '#rrggbb'. */
  colour: string;
  from: string;
  to: string;
  pages: ReportSponsorPage[];
  /** The posts' small pictures (JPEG) by post key; a post without one is left out of the row. */
  pictures: Record<string, Uint8Array>;
  fonts: { regular: Uint8Array; bold: Uint8Array };
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const LINE = 15;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.42, 0.42, 0.46);

function colourOf(hex: string) {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#d6203f';
  const part = (at: number) => parseInt(value.slice(at, at + 2), 16) / 255;
  return rgb(part(1), part(3), part(5));
}

/** `text` cut with '…' to fit `width` at `size`. */
export function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

interface Pen {
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

function write(
  pen: Pen,
  text: string,
  options: { size?: number; bold?: boolean; x?: number; colour?: ReturnType<typeof rgb> } = {},
) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.regular;
  const x = options.x ?? MARGIN;
  // The shipped fonts have no narrow no-break space (French before ':'): a no-break space.
  const drawn = text.replaceAll('\u202f', '\u00a0');
  pen.page.drawText(fitted(drawn, font, size, A4.width - MARGIN - x), {
    x,
    y: pen.y,
    size,
    font,
    color: options.colour ?? INK,
  });
}

function header(pen: Pen, input: ReportPdfInput, crest: PDFImage | null) {
  const band = 84;
  pen.page.drawRectangle({
    x: 0,
    y: A4.height - band,
    width: A4.width,
    height: band,
    color: colourOf(input.colour),
  });
  let x = MARGIN;
  if (crest) {
    const scale = Math.min(56 / crest.width, 56 / crest.height);
    const width = crest.width * scale;
    const height = crest.height * scale;
    pen.page.drawImage(crest, { x, y: A4.height - band / 2 - height / 2, width, height });
    x += 68;
  }
  const white = rgb(1, 1, 1);
  pen.y = A4.height - 38;
  write(pen, input.club, { size: 18, bold: true, x, colour: white });
  pen.y -= 22;
  write(pen, reportTexts[input.language].title, { size: 11, x, colour: white });
  pen.y = A4.height - band - 36;
}

const PICTURE_HEIGHT = 150;
const PICTURE_GAP = 10;

/**
 * The sponsor's posts as pictures side by side, as many as the page's width holds; a picture
 * shown on several pages (a post of several sponsors) is in the file once.
 */
async function pictureRow(
  pen: Pen,
  posts: readonly string[],
  picture: (key: string) => Promise<PDFImage | null>,
): Promise<void> {
  let x = MARGIN;
  let drawn = 0;
  for (const key of posts) {
    const image = await picture(key);
    if (!image) continue;
    const width = (image.width / image.height) * PICTURE_HEIGHT;
    if (x + width > A4.width - MARGIN) break;
    const y = pen.y - PICTURE_HEIGHT + 10;
    pen.page.drawImage(image, { x, y, width, height: PICTURE_HEIGHT });
    pen.page.drawRectangle({
      x,
      y,
      width,
      height: PICTURE_HEIGHT,
      borderColor: rgb(0.85, 0.85, 0.87),
      borderWidth: 0.5,
    });
    x += width + PICTURE_GAP;
    drawn += 1;
  }
  if (drawn > 0) pen.y -= PICTURE_HEIGHT + LINE;
}

/** The PDF's bytes: one page per sponsor (a page saying there is nothing when none). */
export async function reportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const texts = reportTexts[input.language];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${texts.title} – ${input.club}`);
  doc.setLanguage(input.language);
  doc.setCreator('Matchpost');
  const regular = await doc.embedFont(input.fonts.regular, { subset: true });
  const bold = await doc.embedFont(input.fonts.bold, { subset: true });
  const crest = input.crest
    ? await (
        input.crest.type === 'png'
          ? doc.embedPng(input.crest.bytes)
          : doc.embedJpg(input.crest.bytes)
      ).catch(() => null)
    : null;
  const period = texts.period(
    reportDate(input.from, input.language),
    reportDate(input.to, input.language),
  );
  const embedded = new Map<string, Promise<PDFImage | null>>();
  const picture = (key: string) => {
    const bytes = input.pictures[key];
    if (!bytes) return Promise.resolve(null);
    const image = embedded.get(key) ?? doc.embedJpg(bytes).catch(() => null);
    embedded.set(key, image);
    return image;
  };
  const pages = input.pages.length > 0 ? input.pages : [null];
  for (const sponsor of pages) {
    const pen: Pen = { page: doc.addPage([A4.width, A4.height]), y: 0, regular, bold };
    header(pen, input, crest);
    if (!sponsor) {
      write(pen, period, { colour: MUTED });
      pen.y -= LINE * 2;
      write(pen, texts.none, { size: 12 });
      continue;
    }
    write(pen, sponsor.name, { size: 20, bold: true });
    pen.y -= LINE + 4;
    write(pen, `${texts.levels[sponsor.level]} · ${period}`, { colour: MUTED });
    pen.y -= LINE + 6;
    write(pen, texts.total(sponsor.total), { size: 14, bold: true });
    pen.y -= LINE * 2;
    await pictureRow(pen, sponsor.posts, picture);
    write(pen, texts.byTeamAndKind, { size: 12, bold: true });
    pen.y -= LINE + 2;
    for (const row of sponsor.byTeamAndKind.slice(0, 12)) {
      write(pen, `${row.team} · ${texts.kinds[row.kind]}`);
      write(pen, String(row.count), { x: A4.width - MARGIN - 40, bold: true });
      pen.y -= LINE;
    }
    pen.y -= LINE;
    write(pen, texts.published, { size: 12, bold: true });
    pen.y -= LINE + 2;
    // What fits on the page above the bottom margin: two lines an appearance.
    const room = Math.max(0, Math.floor((pen.y - MARGIN) / (LINE * 2)));
    const shown = sponsor.appearances.slice(
      0,
      sponsor.appearances.length > room ? Math.max(0, room - 1) : room,
    );
    for (const appearance of shown) {
      write(
        pen,
        `${reportDate(appearance.day, input.language)} · ${appearance.team} · ${texts.kinds[appearance.kind]} · ${appearance.games}`,
        { size: 9 },
      );
      pen.y -= LINE - 3;
      const where =
        appearance.channels.length === 0
          ? texts.notPublished
          : appearance.channels
              .map((channel) => (channel.link ? `${channel.name}: ${channel.link}` : channel.name))
              .join('  ·  ');
      write(pen, where, { size: 8, x: MARGIN + 10, colour: MUTED });
      pen.y -= LINE + 3;
    }
    if (shown.length < sponsor.appearances.length) {
      write(pen, texts.more(sponsor.appearances.length - shown.length), { colour: MUTED });
    }
  }
  return doc.save();
}
