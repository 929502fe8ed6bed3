import type { SvgNode } from '#shared/render/svg-tree.ts';
import { capHeight, measureText } from '#shared/typography/text-measure.ts';
import { familyOfChoice, type ShippedFamily } from '#shared/typography/font-map.ts';
import { parseColor, type Rgba } from '#shared/templates/colors.ts';

/** For tests: the box and colour of every line of text in a drawn post, measured as the renderer measures. */
export interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  color: Rgba;
}

const shipped = Object.values(familyOfChoice) as string[];

export function textBoxes(
  node: SvgNode,
  inherited: Record<string, string | number> = {},
): TextBox[] {
  const attrs = { ...inherited, ...node.attrs };
  if (node.tag === 'tspan' || (node.tag === 'text' && node.text !== undefined)) {
    const declared = String(attrs['font-family']).split(',')[0]!.replace(/'/g, '').trim();
    const family = (shipped.includes(declared) ? declared : 'Arimo') as ShippedFamily;
    const style = {
      family,
      weight: Number(attrs['font-weight'] ?? 400),
      style: String(attrs['font-style'] ?? 'normal'),
      fontSize: Number(attrs['font-size']),
      letterSpacing: Number(attrs['letter-spacing'] ?? 0),
    };
    const width = measureText(node.text ?? '', style);
    const x = Number(attrs.x);
    const left =
      attrs['text-anchor'] === 'middle'
        ? x - width / 2
        : attrs['text-anchor'] === 'end'
          ? x - width
          : x;
    const y = Number(attrs.y);
    const fill = parseColor(String(attrs.fill)) ?? { r: 0, g: 0, b: 0, a: 1 };
    const alpha = Number(attrs['fill-opacity'] ?? 1) * Number(attrs.opacity ?? 1) * fill.a;
    return [
      {
        text: node.text ?? '',
        left,
        right: left + width,
        top: y - capHeight(style),
        bottom: y,
        color: { ...fill, a: alpha },
      },
    ];
  }
  return (node.children ?? []).flatMap((child) =>
    textBoxes(child, node.tag === 'text' ? attrs : inherited),
  );
}
