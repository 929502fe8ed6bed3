import { LRUCache } from 'lru-cache';
import type { PostInput } from '#shared/render/build-post.ts';
import type { StandingsPostInput } from '#shared/render/build-standings-post.ts';
import { postSvg, type RenderedPost } from '#shared/render/render-post.ts';
import type { WeekendPostInput } from '#shared/render/build-weekend-post.ts';
import { serializeSvg, type SvgNode } from '#shared/render/svg-tree.ts';
import type { Game } from '#shared/sports/sports.ts';
import { usesClubColors } from '#shared/templates/club-colors.ts';
import { fallbackPalette, type ClubPalette } from '#shared/themes/club-palette.ts';
import type { Logger } from '#server/logging/logger.ts';
import { paletteFromLogo } from '#server/render/club-palette.ts';
import type { ImageResolver } from '#server/render/image-resolver.ts';

/**
 * A post as the server makes it, for the export and the render CLI alike: the design (built-in
 * theme or saved template) laid out with the games and options, the 'club' theme and a template
 * in club colours coloured from the club's own logo in the first game. One palette reading per logo, so the same post gets the
 * same club colours wherever it is rendered, and the studio preview asks for the same colours.
 */
export type ClubSide = 'home' | 'away';

export interface PostRequest extends Omit<PostInput, 'palette'> {
  /** The side of the first game the club plays on, whose logo colours the 'club' theme. */
  clubSide?: ClubSide;
}

export interface StandingsPostRequest extends Omit<StandingsPostInput, 'palette'> {
  /** A game of the team and the side it plays on: that logo colours the 'club' theme. */
  club?: { game: Game; side: ClubSide } | null;
}

export interface PostCompositionDeps {
  images: ImageResolver;
  logger?: Logger;
  /**
   * Club logos whose colours are kept, least recently used dropped beyond it
   * (`CLUB_PALETTE_ENTRIES`, DEFAULT_PALETTE_ENTRIES without it).
   */
  paletteEntries?: number;
}

/** Club logos whose colours are kept by default; a palette is tiny, a logo read costs a decode. */
export const DEFAULT_PALETTE_ENTRIES = 500;

export class PostComposition {
  /** Club logos' colours, the least recently used dropped first beyond the entries. */
  private readonly palettes: LRUCache<string, Promise<ClubPalette>>;

  constructor(private readonly deps: PostCompositionDeps) {
    this.palettes = new LRUCache({
      max: Math.max(1, deps.paletteEntries ?? DEFAULT_PALETTE_ENTRIES),
    });
  }

  /** Club logos whose colours are kept now. */
  get palettesKept(): number {
    return this.palettes.size;
  }

  /** Whether the colours of this logo are kept. */
  holdsPalette(logo: string): boolean {
    return this.palettes.has(logo);
  }

  /**
   * What a game post is laid out from, its palette found: plain data, laid out on a render
   * thread (docs/export.md) or by `layOut` (lay-out.ts).
   */
  async postInput({ clubSide = 'home', ...input }: PostRequest): Promise<PostInput> {
    const first = input.games[0];
    // The 'club' look and a template in club colours (club-colors.ts) take the club's palette.
    const inClubColors =
      'theme' in input.design
        ? input.design.theme === 'club'
        : usesClubColors(input.design.template);
    const club = inClubColors && first;
    const palette = club ? await this.clubPalette(first, clubSide) : null;
    return { ...input, palette };
  }

  /** What a standings post is laid out from, its palette found. */
  async standingsInput({ club, ...input }: StandingsPostRequest): Promise<StandingsPostInput> {
    const palette =
      input.theme !== 'club' ? null : club ? await this.clubPalette(club.game, club.side) : null;
    return { ...input, palette };
  }

  /** What a game-day overview post is laid out from, its palette found. */
  async weekendInput(input: Omit<WeekendPostInput, 'palette'>): Promise<WeekendPostInput> {
    const palette =
      input.theme !== 'club' ? null : input.crest ? await this.paletteOf(input.crest) : null;
    return { ...input, palette };
  }

  /** The colours of the club's logo on its side of the game; the fallback without a logo. */
  clubPalette(game: Game, side: ClubSide): Promise<ClubPalette> {
    const logo = side === 'away' ? game.teamAwayLogo : game.teamHomeLogo;
    return logo ? this.paletteOf(logo) : Promise.resolve(fallbackPalette);
  }

  paletteOf(logo: string): Promise<ClubPalette> {
    const kept = this.palettes.get(logo);
    if (kept) return kept;
    const palette = this.deps.images
      .prepared({ href: logo, maxPixels: 128 })
      .then(paletteFromLogo)
      .catch((error: unknown) => {
        this.deps.logger?.warn('render: club logo unreadable, fallback palette', {
          error: String(error),
        });
        return fallbackPalette;
      });
    this.palettes.set(logo, palette);
    return palette;
  }

  /**
   * The post as a self-contained SVG file: every image it can get inlined as a PNG, since paths
   * such as /api/crests/... mean nothing outside the app.
   */
  async standaloneSvg(post: RenderedPost, maxPixels = 512): Promise<string> {
    const inlined = new Map<string, string>();
    for (const href of post.imageHrefs) {
      const png = await this.deps.images.prepared({ href, maxPixels }).catch(() => null);
      if (png) inlined.set(href, `data:image/png;base64,${png.toString('base64')}`);
    }
    return serializeSvg(inlineImages(postSvg(post), inlined));
  }
}

function inlineImages(node: SvgNode, inlined: Map<string, string>): SvgNode {
  const href = node.attrs.href;
  const attrs =
    typeof href === 'string' && inlined.has(href)
      ? { ...node.attrs, href: inlined.get(href) as string }
      : node.attrs;
  return {
    ...node,
    attrs,
    ...(node.children
      ? { children: node.children.map((child) => inlineImages(child, inlined)) }
      : {}),
  };
}
