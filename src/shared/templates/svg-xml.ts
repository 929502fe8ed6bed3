/**
 * A small XML reader for SVG files, the same in the browser and on the server (no DOM, no
 * DOMParser). It is strict where safety needs it and does nothing an attacker could steer:
 * - no entity expansion: only the five predefined entities and character references are read;
 *   a DOCTYPE with an internal subset (where entities are declared: XXE, billion laughs) refuses
 *   the file, and nothing is ever fetched (an external DTD is not read);
 * - bounded work: nesting depth, node count and attributes per element are capped, and every
 *   step moves forward through the text, so time grows linearly with the file;
 * - attributes are kept in a Map, so names such as `__proto__` are plain data.
 * Processing instructions and comments are skipped; CDATA is text.
 */
export interface XmlElement {
  kind: 'element';
  /** As written, with any prefix ('svg:rect', 'inkscape:label'). */
  name: string;
  attributes: Map<string, string>;
  children: XmlNode[];
}

export interface XmlText {
  kind: 'text';
  text: string;
}

export type XmlNode = XmlElement | XmlText;

export type XmlRefusal = 'entities' | 'malformed' | 'too-complex';

export class XmlParseError extends Error {
  override name = 'XmlParseError';
  constructor(readonly reason: XmlRefusal) {
    super(`xml refused: ${reason}`);
  }
}

export const xmlLimits = { depth: 128, nodes: 100_000, attributes: 200 } as const;

const predefined: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

const nameStart = /[A-Za-z_:\u00c0-\uffff]/;
const namePattern = /[A-Za-z_:\u00c0-\uffff][A-Za-z0-9_:.\-\u00b7\u00c0-\uffff]*/y;

/** Character references and the predefined entities; any other entity refuses the file. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{0,32});?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new XmlParseError('malformed');
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const digits = body.slice(hex ? 2 : 1);
      if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) {
        throw new XmlParseError('malformed');
      }
      const code = parseInt(digits, hex ? 16 : 10);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        throw new XmlParseError('malformed');
      }
      return String.fromCodePoint(code);
    }
    const value = predefined[body];
    if (value === undefined) throw new XmlParseError('entities');
    return value;
  });
}

/** Reads the whole text into its root element; throws XmlParseError. */
export function parseXml(input: string): XmlElement {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let pos = 0;
  let nodes = 0;
  let root: XmlElement | null = null;
  const stack: XmlElement[] = [];

  const fail = (reason: XmlRefusal = 'malformed'): never => {
    throw new XmlParseError(reason);
  };
  const skipPast = (marker: string) => {
    const end = text.indexOf(marker, pos);
    if (end < 0) fail();
    pos = end + marker.length;
  };
  const readName = (): string => {
    namePattern.lastIndex = pos;
    const match = namePattern.exec(text);
    if (!match) return fail();
    pos += match[0].length;
    return match[0];
  };
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos] as string)) pos++;
  };
  const count = () => {
    if (++nodes > xmlLimits.nodes) fail('too-complex');
  };

  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const chunk = text.slice(pos, lt < 0 ? text.length : lt);
    if (chunk.length > 0) {
      const parent = stack[stack.length - 1];
      if (parent) {
        count();
        parent.children.push({ kind: 'text', text: decodeEntities(chunk) });
      } else if (chunk.trim() !== '') fail();
    }
    if (lt < 0) break;
    pos = lt;

    if (text.startsWith('<!--', pos)) {
      pos += 4;
      skipPast('-->');
    } else if (text.startsWith('<![CDATA[', pos)) {
      const parent = stack[stack.length - 1] ?? fail();
      const start = pos + 9;
      pos = start;
      skipPast(']]>');
      count();
      parent.children.push({ kind: 'text', text: text.slice(start, pos - 3) });
    } else if (text.startsWith('<!', pos)) {
      // DOCTYPE: a public or system identifier is harmless (never fetched); an internal subset
      // is where entities are declared, and is refused whatever it holds.
      if (!/^<!DOCTYPE\s/i.test(text.slice(pos, pos + 10)) || root || stack.length > 0) fail();
      const end = text.indexOf('>', pos);
      if (end < 0) fail();
      const declaration = text.slice(pos, end);
      if (declaration.includes('[') || /<!ENTITY/i.test(declaration)) fail('entities');
      pos = end + 1;
    } else if (text.startsWith('<?', pos)) {
      pos += 2;
      skipPast('?>');
    } else if (text.startsWith('</', pos)) {
      pos += 2;
      const name = readName();
      skipSpace();
      if (text[pos] !== '>') fail();
      pos++;
      const open = stack.pop();
      if (!open || open.name !== name) fail();
    } else {
      pos++;
      if (!nameStart.test(text[pos] ?? '')) fail();
      const name = readName();
      const element: XmlElement = { kind: 'element', name, attributes: new Map(), children: [] };
      count();
      let selfClosing = false;
      for (;;) {
        const before = pos;
        skipSpace();
        const c = text[pos];
        if (c === '>') {
          pos++;
          break;
        }
        if (c === '/' && text[pos + 1] === '>') {
          pos += 2;
          selfClosing = true;
          break;
        }
        if (pos === before || c === undefined) fail();
        const attribute = readName();
        skipSpace();
        if (text[pos] !== '=') fail();
        pos++;
        skipSpace();
        const quote = text[pos];
        if (quote !== '"' && quote !== "'") return fail();
        const end = text.indexOf(quote, pos + 1);
        if (end < 0) fail();
        const raw = text.slice(pos + 1, end);
        if (raw.includes('<')) fail();
        pos = end + 1;
        if (element.attributes.has(attribute)) fail();
        if (element.attributes.size >= xmlLimits.attributes) fail('too-complex');
        element.attributes.set(attribute, decodeEntities(raw));
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) fail();
      else root = element;
      if (!selfClosing) {
        if (stack.length >= xmlLimits.depth) fail('too-complex');
        stack.push(element);
      }
    }
  }
  if (stack.length > 0 || !root) fail();
  return root as XmlElement;
}

/** The element's name without an `svg:` prefix; other prefixes stay (they are not SVG). */
export function localName(element: XmlElement): string {
  return element.name.startsWith('svg:') ? element.name.slice(4) : element.name;
}

/** All text inside the element, in order. */
export function textContent(node: XmlNode): string {
  return node.kind === 'text' ? node.text : node.children.map(textContent).join('');
}

function escapeXml(text: string, quote: boolean): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return quote ? escaped.replace(/"/g, '&quot;') : escaped;
}

/**
 * The element written back as XML: every text and attribute value escaped, so what the reader
 * took apart (and a sanitiser left) is exactly what the written file says.
 */
export function serialiseXml(element: XmlElement): string {
  const attributes = [...element.attributes]
    .map(([name, value]) => ` ${name}="${escapeXml(value, true)}"`)
    .join('');
  if (element.children.length === 0) return `<${element.name}${attributes}/>`;
  const children = element.children
    .map((child) => (child.kind === 'text' ? escapeXml(child.text, false) : serialiseXml(child)))
    .join('');
  return `<${element.name}${attributes}>${children}</${element.name}>`;
}
