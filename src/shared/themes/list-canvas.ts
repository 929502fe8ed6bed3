import type { Box } from '#shared/geometry/box.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { ElementKit } from '#shared/themes/element-kit.ts';
import { listLooks, type ListLook } from '#shared/themes/list-type.ts';
import { themeColors, type ThemeColors, type ThemeId } from '#shared/themes/theme-colors.ts';
import type { PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { sponsorRoom } from '#shared/themes/sponsor-room.ts';
import {
  bandSponsors,
  drawSponsorBand,
  reserveBand,
  type BandSponsors,
} from '#shared/themes/sponsor-band.ts';

/** What a list post is drawn from, as far as its canvas goes. */
export interface ListCanvasInput {
  theme: ThemeId;
  format: Format;
  palette?: ClubPalette | null;
  hasBackgroundImage: boolean;
  /** The sponsors chosen for the post: the sponsor band at the foot of the frame. */
  sponsors?: PostSponsors | null;
}

/**
 * What the canvases of the list posts (the standings and the game-day overview) share: the
 * element kit, the canvas size, the frame and the brand line's place, the theme's colours and look,
 * and where the header ends (the ground's split plane ends there).
 */
export abstract class ListCanvas {
  readonly kit = new ElementKit();
  readonly colors: ThemeColors;
  readonly width: number;
  readonly height: number;
  /** The frame the list is laid out in: above the sponsor band where the post has one. */
  readonly frame: Box;
  readonly brandY: number;
  /** The sponsor band's box and the sponsors it draws; null without sponsors. */
  readonly sponsorPlace: { box: Box; sponsors: BandSponsors } | null;
  readonly theme: ThemeId;
  readonly story: boolean;
  readonly photo: boolean;
  readonly look: ListLook;
  /** Where the header ends. */
  headFoot = 0;

  constructor(
    input: ListCanvasInput,
    { frame: whole, brandY }: { frame: Box; brandY: number },
    kind: 'weekend' | 'standings',
  ) {
    const size = canvasSizes[input.format];
    this.width = size.width;
    this.height = size.height;
    const sponsors = bandSponsors(
      input.sponsors,
      sponsorRoom({ theme: input.theme }, input.format, kind),
    );
    const { frame, band } = reserveBand(whole, input.format, sponsors, 'list', input.theme);
    this.frame = frame;
    this.sponsorPlace = band && sponsors ? { box: band, sponsors } : null;
    this.brandY = brandY;
    this.theme = input.theme;
    this.look = listLooks[input.theme];
    this.photo = input.hasBackgroundImage;
    this.colors = themeColors(input.theme, input.palette ?? null, input.hasBackgroundImage);
    this.story = input.format === '9:16';
  }

  /** The product mark centred at the foot: quiet over a photo or a dark ground, solid on light paper. */
  protected brandLine(text: string): void {
    const paper = this.theme === 'light' && !this.photo;
    this.kit.text(text, {
      x: this.width / 2,
      y: this.brandY,
      size: 26,
      fill: paper ? this.colors.cardMuted : this.colors.text,
      spacing: 7,
      opacity: paper ? 1 : 0.6,
    });
  }

  /** The sponsor band in the look's footer language (sponsor-band.ts). */
  sponsorBand(): void {
    if (!this.sponsorPlace) return;
    drawSponsorBand(this.kit, this.sponsorPlace.box, this.sponsorPlace.sponsors, {
      theme: this.theme,
      colors: this.colors,
      photo: this.photo,
      canvasWidth: this.width,
    });
  }
}
