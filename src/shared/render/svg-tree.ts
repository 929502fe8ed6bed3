/**
 * The renderer's output: a plain, JSON-like SVG tree. The server serialises it for resvg, the
 * browser turns it into React elements (`reactProps` gives the attribute names React expects).
 */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: SvgNode[];
  /** Text content; a node has either children or text. */
  text?: string;
}

export function el(
  tag: string,
  attrs: Record<string, string | number | undefined | null>,
  children?: SvgNode[] | string,
): SvgNode {
  const clean: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) clean[key] = value;
  }
  if (typeof children === 'string') return { tag, attrs: clean, text: children };
  return children && children.length > 0 ? { tag, attrs: clean, children } : { tag, attrs: clean };
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Numbers rounded to 2 decimals: smaller output, and the same text on every machine. */
function formatValue(value: string | number): string {
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  return escapeXml(value);
}

export function serializeSvg(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([key, value]) => ` ${key}="${formatValue(value)}"`)
    .join('');
  const open =
    node.tag === 'svg' && !('xmlns' in node.attrs) ? ' xmlns="http://www.w3.org/2000/svg"' : '';
  if (node.text !== undefined)
    return `<${node.tag}${open}${attrs}>${escapeXml(node.text)}</${node.tag}>`;
  if (!node.children || node.children.length === 0) return `<${node.tag}${open}${attrs}/>`;
  return `<${node.tag}${open}${attrs}>${node.children.map(serializeSvg).join('')}</${node.tag}>`;
}

/** All text content of a tree, in document order (tests and accessibility labels). */
export function textContent(node: SvgNode): string[] {
  if (node.text !== undefined) return [node.text];
  return (node.children ?? []).flatMap(textContent);
}

/** Attribute names as React wants them on SVG elements (font-size -> fontSize, class -> className, data-* kept). */
export function reactProps(attrs: SvgNode['attrs']): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(attrs)) {
    // React takes data-* and aria-* attributes as written.
    const name =
      key === 'class'
        ? 'className'
        : /^(data|aria)-/.test(key)
          ? key
          : key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    props[name] = value;
  }
  return props;
}
