import type { Box } from '#shared/geometry/box.ts';
import { canvasSizes, type Format } from '#shared/templates/formats.ts';
import type { ClubPalette } from '#shared/themes/club-palette.ts';
import { ElementKit } from '#shared/themes/element-kit.ts';
import { listLooks, type ListLook } from '#shared/themes/list-type.ts';
import { themeColors, type ThemeColors, type ThemeId } from '#shared/themes/theme-colors.ts';

/** What a list post is drawn from, as far as its canvas goes. */
export interface ListCanvasInput {
  theme: ThemeId;
  format: Format;
  palette?: ClubPalette | null;
  hasBackgroundImage: boolean;
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
  readonly frame: Box;
  readonly brandY: number;
  readonly theme: ThemeId;
  readonly story: boolean;
  readonly photo: boolean;
  readonly look: ListLook;
  /** Where the header ends. */
  headFoot = 0;

  constructor(input: ListCanvasInput, { frame, brandY }: { frame: Box; brandY: number }) {
    const size = canvasSizes[input.format];
    this.width = size.width;
    this.height = size.height;
    this.frame = frame;
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
}
