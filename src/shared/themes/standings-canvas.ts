import type { PostLanguage } from '#shared/i18n/post-language.ts';
import { standingsWords } from '#shared/i18n/standings-words.ts';
import type { StandingsRow } from '#shared/sports/standings.ts';
import { readableOn } from '#shared/themes/club-palette.ts';
import { isAllowedImageHref } from '#shared/templates/template-schema.ts';
import { ListCanvas } from '#shared/themes/list-canvas.ts';
import { paintListGround } from '#shared/themes/theme-ground.ts';
import { readableAccent } from '#shared/themes/theme-colors.ts';
import type { Box } from '#shared/geometry/box.ts';
import { frameOf } from '#shared/themes/post-frame.ts';
import { smallestType } from '#shared/themes/list-type.ts';
import { visibleRows, type StandingsThemeInput } from '#shared/themes/standings-rows.ts';

/** A column of the table beside the names. */
export interface Column {
  label: string;
  width: number;
  value: (row: StandingsRow) => string;
  /** The points: set larger. */
  strong?: boolean;
}

/**
 * The canvas of the standings post: its size, frame, colours and words, the theme's ground, the
 * header, the table's columns and each row's ground. StandingsLayout draws the table on it.
 */
export abstract class StandingsCanvas extends ListCanvas {
  readonly words;
  readonly rows: StandingsRow[];
  readonly landscape: boolean;
  /** Whether every row gets its own bar: a template holds at most 200 elements. */
  everyBar = true;

  constructor(readonly input: StandingsThemeInput) {
    super(input, frameOf(input.format, 'standings'), 'standings');
    this.words = standingsWords(input.language ?? 'de');
    this.rows = visibleRows(input.standings.rows);
    this.landscape = input.format === '1100:800';
  }

  // ----- ground ---------------------------------------------------------------------------------

  /** The theme's ground under the table (theme-ground.ts). */
  ground(): void {
    paintListGround(this, this.split);
  }

  /** The bold split's plane and blade: at the right, beside the headline, never through it. */
  private get split() {
    return { top: 0.9, foot: 0.8, footY: this.headFoot };
  }

  /** How far right a headline at height y may reach: 40 px short of the bold split's blade. */
  private titleRoom(y: number): number {
    if (this.theme !== 'default' || this.headFoot <= 0) return this.frame.width;
    const { top, foot, footY } = this.split;
    const blade = this.width * (top + (foot - top) * Math.min(1, y / footY));
    return Math.min(this.frame.width, blade - 40 - this.frame.x);
  }

  // ----- header ---------------------------------------------------------------------------------

  /** Kicker and league name from `top`; answers the bottom edge. */
  protected header(top: number, scale: number): number {
    const c = this.colors;
    const { frame, look } = this;
    const centred = look.centred;
    const x = centred ? this.width / 2 : frame.x;
    const anchor = centred ? ('middle' as const) : ('start' as const);
    const kickerSize = Math.max(this.landscape ? 22 : smallestType + 6, 38 * scale);
    const titleSize = (this.theme === 'light' ? 84 : this.theme === 'club' ? 100 : 104) * scale;
    const kickerBase = top + kickerSize * 0.75;
    // The club's band runs between the kicker and the title's top: the title stands lower.
    const titleBase = kickerBase + (this.theme === 'club' ? 40 : 16) * scale + titleSize * 0.76;
    if (this.theme === 'club') {
      // The club's second colour as a slanted band behind the headline, its slanted edges
      // clear of the kicker above and of the title's letters.
      const bandTop = kickerBase + 6 * scale;
      const bandBottom = titleBase + 34 * scale;
      const slant = 22 * scale;
      this.kit.path(
        [
          [0, bandTop + slant],
          [this.width, bandTop - slant],
          [this.width, bandBottom - slant],
          [0, bandBottom + slant],
        ],
        c.decor,
        0.95,
      );
    }
    const group = this.input.standings.groupName;
    const titleFill = this.theme === 'club' ? readableOn(c.decor) : c.text;
    // 'TABELLE' in the post's language: the headline field, as on game posts.
    this.kit.field(
      'headline',
      {
        x,
        y: kickerBase,
        size: kickerSize,
        fill: this.theme === 'default' ? readableAccent(c) : c.accent,
        font: this.theme === 'light' ? 'Arial' : look.titleFont,
        weight: this.theme === 'light' ? 700 : 400,
        spacing: kickerSize * 0.12,
        anchor,
        maxWidth: frame.width,
      },
      { format: 'upper' },
    );
    this.kit.text(look.upper ? group.toLocaleUpperCase(this.language) : group, {
      x,
      y: titleBase,
      size: titleSize,
      fill: titleFill,
      font: look.titleFont,
      weight: look.titleWeight,
      spacing: look.upper ? titleSize * 0.015 : 0,
      anchor,
      maxWidth: this.titleRoom(titleBase - titleSize * 0.8),
    });
    let bottom = titleBase + 20 * scale;
    if (this.theme === 'default' || this.theme === 'light') {
      this.kit.rect({
        x: frame.x,
        y: bottom,
        width: 120 * scale,
        height: 8 * scale,
        fill: c.decor,
      });
      bottom += 8 * scale;
    }
    if (this.theme === 'club') bottom += 40 * scale;
    return bottom;
  }

  get language(): PostLanguage {
    return this.input.language ?? 'de';
  }

  // ----- table ----------------------------------------------------------------------------------

  protected columns(size: number): Column[] {
    const { standings } = this.input;
    const w = this.words;
    // Never narrower than its label at the smallest type ('NNV', 'SÄTZE').
    const narrow = Math.max(size * 1.3, 46);
    const draws = !standings.hasOvertime && standings.scoreKind === 'goals';
    const columns: Column[] = [{ label: w.games, width: narrow, value: (r) => String(r.games) }];
    columns.push({ label: w.wins, width: narrow, value: (r) => String(r.wins) });
    if (standings.hasOvertime) {
      columns.push(
        { label: w.overtimeWins, width: narrow * 1.1, value: (r) => String(r.overtimeWins ?? 0) },
        {
          label: w.overtimeLosses,
          width: narrow * 1.1,
          value: (r) => String(r.overtimeLosses ?? 0),
        },
      );
    }
    if (draws || standings.rows.some((row) => row.draws > 0)) {
      columns.push({ label: w.draws, width: narrow, value: (r) => String(r.draws) });
    }
    columns.push(
      { label: w.losses, width: narrow, value: (r) => String(r.losses) },
      {
        label: w.score[standings.scoreKind],
        width: Math.max(size * 2.6, 76),
        value: (r) => `${r.scoreFor}:${r.scoreAgainst}`,
      },
      {
        label: w.points,
        width: Math.max(size * 1.9, 50),
        value: (r) => String(r.points),
        strong: true,
      },
    );
    return columns;
  }

  /** The crests shown: only where the federation gives them, and only safe ones. */
  protected crestOf(row: StandingsRow): string | null {
    const href = row.teamLogo ?? null;
    return href && isAllowedImageHref(href) ? href : null;
  }

  /**
   * A row's ground in the theme's language, the team's row marked; answers the inks of its texts.
   */
  protected rowBack(
    row: StandingsRow,
    index: number,
    box: Box,
    size: number,
  ): { rank: string; name: string; numbers: string; points: string } {
    const c = this.colors;
    const team = row.isTeam;
    const gap = Math.min(12, box.height * 0.12);
    switch (this.theme) {
      case 'default': {
        // A scoreboard bar per team (every other one where a long table needs the elements), the
        // points in the red column.
        const bar = { x: box.x, y: box.y + gap / 2, width: box.width, height: box.height - gap };
        if (team || this.everyBar || index % 2 === 0) {
          this.kit.rect({ ...bar, fill: team ? c.decor : '#ffffff', opacity: team ? 1 : 0.07 });
        }
        if (team) {
          this.kit.rect({
            x: box.x + box.width - Math.max(size * 1.9, 50),
            y: bar.y,
            width: Math.max(size * 1.9, 50),
            height: bar.height,
            fill: '#ffffff',
          });
        }
        const on = team ? readableOn(c.decor) : c.text;
        return {
          rank: on,
          name: on,
          numbers: team ? on : c.muted,
          points: team ? c.decor : readableOn(c.decor),
        };
      }
      case 'light': {
        if (index > 0) {
          this.kit.rect({
            x: box.x,
            y: box.y,
            width: box.width,
            height: 1.5,
            fill: c.cardText,
            opacity: 0.14,
          });
        }
        if (team) {
          this.kit.rect({ ...box, fill: c.decor, opacity: 0.09 });
          this.kit.rect({
            x: box.x - 28,
            y: box.y + 4,
            width: 8,
            height: box.height - 8,
            fill: c.decor,
          });
        }
        return {
          rank: team ? c.decor : c.cardMuted,
          name: c.cardText,
          numbers: team ? c.cardText : c.cardMuted,
          points: team ? c.decor : c.cardText,
        };
      }
      case 'dark': {
        if (team) {
          this.kit.rect({ ...box, fill: '#000000', opacity: 0.55 });
          this.kit.rect({ x: 0, y: box.y, width: this.width, height: 4, fill: c.decor });
          this.kit.rect({
            x: 0,
            y: box.y + box.height - 4,
            width: this.width,
            height: 4,
            fill: c.decor,
          });
        } else {
          if (index % 2 === 0) this.kit.rect({ ...box, fill: c.card });
        }
        return {
          rank: team ? c.accent : c.muted,
          name: c.text,
          numbers: team ? c.text : c.muted,
          points: c.accent,
        };
      }
      case 'club': {
        // Slanted bars: the team's in the club's second colour, the others on a darker card.
        const slant = Math.min(24, box.height * 0.3);
        const y0 = box.y + gap / 2;
        const y1 = box.y + box.height - gap / 2;
        if (!team && !this.everyBar && index % 2 === 1) {
          return { rank: c.cardText, name: c.cardText, numbers: c.cardMuted, points: c.accent };
        }
        this.kit.path(
          [
            [box.x + slant, y0],
            [box.x + box.width, y0],
            [box.x + box.width - slant, y1],
            [box.x, y1],
          ],
          team ? c.decor : '#000000',
          team ? 1 : 0.22,
        );
        const on = team ? readableOn(c.decor) : c.cardText;
        return {
          rank: on,
          name: on,
          numbers: team ? on : c.cardMuted,
          points: team ? on : c.accent,
        };
      }
    }
  }

  brand(): void {
    this.brandLine(this.words.brand);
  }
}
