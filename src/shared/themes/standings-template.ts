import { paintEditorialCard } from '#shared/themes/theme-ground.ts';
import { measureText, type TextStyle } from '#shared/typography/text-measure.ts';
import type { StandingsRow } from '#shared/sports/standings.ts';
import { maxElements, type SvgConfigInput } from '#shared/templates/template-schema.ts';
import { themedTemplate } from '#shared/themes/post-frame.ts';
import { smallestType } from '#shared/themes/list-type.ts';
import { fitName } from '#shared/themes/name-fit.ts';
import { StandingsCanvas } from '#shared/themes/standings-canvas.ts';
import { bandElementCount } from '#shared/themes/sponsor-band.ts';
import type { StandingsThemeInput } from '#shared/themes/standings-rows.ts';

/**
 * The standings post ('Tabelle') of a built-in theme, in the layout language of the theme's game
 * posts (StandingsLayout below), the team's row marked. Ground, type and colours are those of the
 * game posts (theme-template.ts), so a club's posts look like one series. Everything is static text: a table
 * is not a template anyone edits.
 */

export {
  maxStandingsRows,
  visibleRows,
  type StandingsThemeInput,
} from '#shared/themes/standings-rows.ts';

/**
 * The standings post in the layout language of its theme's game posts:
 * - default, bold split: a diagonal split of the ground, the headline flush left like a broadcast
 *   caption, one scoreboard bar per team with the rank and the points in boxes;
 * - light, editorial card: a white card, a serif headline, the table set with hairlines, the
 *   team's row marked by a rule in the margin;
 * - dark, arena: spotlights, everything centred, the team's row a lit band between two gold lines;
 * - club, club poster: the club's colour as ground, its second colour as a slanted band behind the
 *   headline, the rows as slanted bars, the team's in the second colour.
 * Rows share the height left under the header, so 4 teams fill the post as 16 do.
 */
class StandingsLayout extends StandingsCanvas {
  draw(): void {
    const { frame } = this;
    const c = this.colors;
    const count = Math.max(1, this.rows.length);
    // The header grows where the rows leave room: few teams, tall formats.
    const scale = this.landscape ? 0.62 : this.story ? 1.1 : this.input.format === '1:1' ? 0.85 : 1;
    const few = count <= 8 ? 1 + (8 - count) * 0.12 : 1;
    const headScale = scale * few;
    let top = frame.y;
    // The editorial card holds everything: the frame is its inside.
    const pad = this.theme === 'light' ? (this.landscape ? 28 : 40) : 0;
    if (this.theme === 'light') {
      // The card reaches down around the product mark: its edge never runs through it.
      // With a sponsor band the card ends above it: the band stands on the page.
      const cardBottom = this.sponsorPlace
        ? frame.y + frame.height + pad * 0.6
        : Math.max(frame.y + frame.height + pad * 0.6, this.brandY + 24);
      paintEditorialCard(this, { ...frame, height: cardBottom - pad * 0.6 - frame.y }, pad);
      top += pad * 0.4;
    }
    const headBottom = this.header(top, headScale);
    const tableTop = headBottom + (this.landscape ? 20 : 36) * scale;
    this.headFoot = tableTop - 12;
    const tableBottom = frame.y + frame.height;
    const hasCrests = this.rows.some((row) => this.crestOf(row));
    const width = frame.width;

    // Sizes: the row height shares the room; the type follows it but leaves the names room.
    const labelsHeight = Math.max(smallestType * 1.9, 44 * scale);
    const rowHeight = (tableBottom - tableTop - labelsHeight) / count;
    const units = (size: number) =>
      this.columns(size).reduce((sum, col) => sum + col.width, 0) + size * 1.5;
    const maxSize = this.story ? 60 : this.landscape ? 42 : 52;
    let size = Math.min(maxSize, rowHeight * (this.landscape ? 0.68 : 0.56));
    const crestD = hasCrests ? Math.min(rowHeight * 0.72, size * 2, 130) : 0;
    while (size > smallestType * 1.25 && units(size) + crestD > width * 0.6) size -= 1;
    size = Math.max(size, smallestType * 1.25);
    const columns = this.columns(size);
    const rankWidth = size * 1.5;
    const inset = this.theme === 'light' ? 0 : size * 0.4;
    const left = frame.x + inset;
    const right = frame.x + width - inset;
    const crestX = left + rankWidth + (hasCrests ? crestD / 2 + size * 0.2 : 0);
    const nameX = hasCrests ? crestX + crestD / 2 + size * 0.4 : left + rankWidth + size * 0.3;
    const numbersWidth = columns.reduce((sum, column) => sum + column.width, 0);
    const nameWidth = right - numbersWidth - nameX - size * 0.4;
    let edge = right;
    const centres = [...columns]
      .reverse()
      .map((column) => {
        const centre = edge - column.width / 2;
        edge -= column.width;
        return centre;
      })
      .reverse();

    // Column labels.
    const labelSize = Math.max(smallestType, Math.min(26, size * 0.5));
    const labelBase = tableTop + labelsHeight / 2 + labelSize * 0.36;
    const labelFill = this.theme === 'light' ? c.cardMuted : c.muted;
    const label = { size: labelSize, fill: labelFill, font: 'Arial' as const, weight: 700 };
    this.kit.text(this.words.rank, { ...label, x: left + rankWidth / 2, y: labelBase });
    this.kit.text(this.words.team, {
      ...label,
      x: nameX,
      y: labelBase,
      anchor: 'start',
      spacing: 1.5,
    });
    columns.forEach((column, i) => {
      this.kit.text(column.label, {
        ...label,
        x: centres[i] as number,
        y: labelBase,
        maxWidth: column.width - 4,
        spacing: 1,
      });
    });
    const rowsTop = tableTop + labelsHeight;
    this.everyBar =
      count * (columns.length + 4) + 40 + bandElementCount(this.sponsorPlace?.sponsors ?? null) <=
      maxElements;
    if (this.theme === 'default') {
      // The points column: a red strip through the table, as the score box of the game posts.
      this.kit.rect({
        x: right + inset - Math.max(size * 1.9, 50),
        y: rowsTop,
        width: Math.max(size * 1.9, 50),
        height: count * rowHeight,
        fill: c.decor,
      });
    }
    this.kit.rect({
      x: frame.x,
      y: rowsTop - 2,
      width,
      height: this.theme === 'light' ? 3 : 2,
      fill: this.theme === 'light' ? c.cardText : c.decor,
      opacity: this.theme === 'light' ? 0.8 : 0.7,
    });

    // Names share one size, a little smaller where one needs it.
    const nameStyle: TextStyle = {
      family: this.look.nameFamily,
      weight: this.look.nameWeight,
      style: 'normal',
      fontSize: this.theme === 'light' ? size * 0.72 : size,
      letterSpacing: 0.5,
    };
    const nameText = (row: StandingsRow) =>
      this.theme === 'light' ? row.teamName : row.teamName.toLocaleUpperCase(this.language);
    const base = nameStyle.fontSize;
    nameStyle.fontSize = Math.max(
      base * 0.8,
      Math.min(
        base,
        ...this.rows.map((row) => (base * nameWidth) / measureText(nameText(row), nameStyle)),
      ),
    );
    const twoLines =
      rowHeight >= nameStyle.fontSize * 0.72 * 2.3 && nameStyle.fontSize * 0.55 >= smallestType;

    this.rows.forEach((row, index) => {
      const y = rowsTop + index * rowHeight;
      const mid = y + rowHeight / 2;
      const ink = this.rowBack(row, index, { x: frame.x, y, width, height: rowHeight }, size);
      const numberSize = size * (this.theme === 'light' ? 0.8 : 1);
      const baseY = mid + numberSize * 0.36;
      this.kit.text(String(row.rank), {
        x: left + rankWidth / 2,
        y: baseY,
        size: numberSize,
        fill: ink.rank,
        font: this.look.nameFont === 'Arial' ? 'Arial' : 'Bebas Neue',
        weight: this.look.nameFont === 'Arial' ? 700 : 400,
        maxWidth: rankWidth - 4,
      });
      const crest = this.crestOf(row);
      if (crest) this.kit.image(crest, crestX, mid, crestD * 0.86);
      const name = fitName(nameText(row), nameStyle, nameWidth, twoLines);
      const gap = name.size * 1.1;
      name.lines.forEach((line, i) => {
        this.kit.text(line, {
          x: nameX,
          y:
            name.lines.length === 1
              ? mid + name.size * 0.36
              : mid + name.size * 0.36 + (i - 0.5) * gap,
          size: Math.max(smallestType, name.size),
          fill: ink.name,
          font: this.look.nameFont,
          weight: this.look.nameWeight,
          anchor: 'start',
          spacing: 0.5,
          maxWidth: nameWidth,
        });
      });
      columns.forEach((column, i) => {
        const strong = column.strong;
        this.kit.text(column.value(row), {
          x: centres[i] as number,
          y: strong ? mid + numberSize * 1.1 * 0.36 : baseY,
          size: strong ? numberSize * 1.1 : numberSize,
          fill: strong ? ink.points : ink.numbers,
          font: this.look.nameFont === 'Arial' ? 'Arial' : 'Bebas Neue',
          weight: this.look.nameFont === 'Arial' ? (strong ? 700 : 400) : 400,
          maxWidth: column.width - 6,
        });
      });
    });
  }
}

/** The template of the standings post for a table, theme and format. */
export function standingsTemplate(input: StandingsThemeInput): SvgConfigInput {
  // The ground of the bold split follows the header's foot: measured on a first pass.
  const probe = new StandingsLayout(input);
  probe.draw();
  const layout = new StandingsLayout(input);
  layout.headFoot = probe.headFoot;
  layout.ground();
  layout.draw();
  layout.brand();
  layout.sponsorBand();
  // A long table leaves no room in a template's elements for the supporters' row: the post
  // shows main sponsors and partners only.
  if (layout.kit.elements.length > maxElements && input.sponsors?.supporters.length)
    return standingsTemplate({ ...input, sponsors: { ...input.sponsors, supporters: [] } });
  return themedTemplate(input.format, layout);
}
