import { fontChoices, type FontChoice } from '#shared/typography/font-map.ts';
import { isColor } from '#shared/templates/colors.ts';
import { localName, type XmlElement } from '#shared/templates/svg-xml.ts';

/**
 * The styles of an imported SVG (svg-import.ts): its <style> rules, the properties inherited as
 * SVG does, and the colours, lengths and fonts read from them.
 */
/* Styles ------------------------------------------------------------------------------------ */

export type Style = Map<string, string>;

export interface Rule {
  tag: string | null;
  id: string | null;
  classes: string[];
  specificity: number;
  order: number;
  declarations: Style;
}

export const inherited = new Set([
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'letter-spacing',
  'visibility',
]);

export const presentation = new Set([
  ...inherited,
  'opacity',
  'display',
  'stop-color',
  'stop-opacity',
]);

export function declarations(css: string): Style {
  const style: Style = new Map();
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (property && value) style.set(property, value);
  }
  return style;
}

/** Bounds on the work a file can cause: style rules read, and elements walked. */
export const maxRules = 1000;
export const maxVisited = 5000;

export function parseRules(sheets: string[]): Rule[] {
  const rules: Rule[] = [];
  for (const sheet of sheets) {
    for (const match of sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const body = declarations(match[2] ?? '');
      for (const raw of (match[1] ?? '').split(',')) {
        const selector = raw.trim();
        // Compound selectors only: descendant and child combinators are not matched.
        const compound = /^(\*|[A-Za-z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(selector);
        if (!compound || !selector) continue;
        const parts = compound[2]?.match(/[.#][\w-]+/g) ?? [];
        const ids = parts.filter((p) => p.startsWith('#')).map((p) => p.slice(1));
        const classes = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
        const tag = compound[1] && compound[1] !== '*' ? compound[1] : null;
        if (rules.length >= maxRules) break;
        rules.push({
          tag,
          id: ids[0] ?? null,
          classes,
          specificity: ids.length * 100 + classes.length * 10 + (tag ? 1 : 0),
          order: rules.length,
          declarations: body,
        });
      }
    }
  }
  return rules.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
}

export interface Subject {
  tag: string;
  id: string | undefined;
  classes: Set<string>;
}

export function matches(rule: Rule, subject: Subject): boolean {
  if (rule.tag && rule.tag !== subject.tag) return false;
  if (rule.id && subject.id !== rule.id) return false;
  return rule.classes.every((c) => subject.classes.has(c));
}

/* Values ------------------------------------------------------------------------------------ */

export const namedColors: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  lime: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  cyan: '#00ffff',
  aqua: '#00ffff',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  olive: '#808000',
  navy: '#000080',
  purple: '#800080',
  teal: '#008080',
  orange: '#ffa500',
  gold: '#ffd700',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkred: '#8b0000',
  darkblue: '#00008b',
  darkgreen: '#006400',
  crimson: '#dc143c',
  indigo: '#4b0082',
  violet: '#ee82ee',
  transparent: 'transparent',
  none: 'none',
};

export function toColor(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = value.trim().toLowerCase();
  const named = namedColors[text];
  if (named) return named;
  const percent =
    /^rgba?\(\s*([\d.]+)%\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (percent) {
    const c = [percent[1], percent[2], percent[3]].map((p) =>
      Math.round(Math.min(100, Number(p)) * 2.55),
    );
    return percent[4] ? `rgba(${c.join(',')},${percent[4]})` : `rgb(${c.join(',')})`;
  }
  const compact = text.replace(/\s+/g, '');
  return isColor(compact) ? compact : null;
}

export function length(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(px|pt)?\s*$/.exec(value);
  if (!match) return fallback;
  const n = Number(match[1]) * (match[2] === 'pt' ? 4 / 3 : 1);
  return Number.isFinite(n) ? n : fallback;
}

export function fraction(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = value.trim().endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
}

export const genericFonts: Record<string, FontChoice> = {
  'sans-serif': 'Arial',
  serif: 'Times New Roman',
  monospace: 'Courier New',
  cursive: 'Arial',
  fantasy: 'Impact',
};

export function fontFamily(value: string | undefined): FontChoice {
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim().replace(/^['"]|['"]$/g, '');
    const plain = name.toLowerCase().replace(/[-_]/g, ' ');
    const choice = fontChoices.find(
      (c) =>
        plain === c.toLowerCase() ||
        plain.replace(/\s+/g, '') === c.toLowerCase().replace(/\s+/g, ''),
    );
    if (choice) return choice;
    // Designer exports name a face ('BebasNeue-Regular', 'Arial-BoldMT').
    const prefixed = fontChoices.find((c) =>
      plain.replace(/\s+/g, '').startsWith(c.toLowerCase().replace(/\s+/g, '')),
    );
    if (prefixed) return prefixed;
    const generic = genericFonts[plain];
    if (generic) return generic;
  }
  return 'Arial';
}

export function fontWeight(value: string | undefined, family: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'bold' || text === 'bolder') return 700;
  if (text === 'lighter') return 300;
  const n = Number(text);
  if (text && Number.isFinite(n)) return Math.min(900, Math.max(100, Math.round(n / 100) * 100));
  // A face named in the family ('Arial-BoldMT') says the weight.
  if (/black|heavy/i.test(family ?? '')) return 900;
  if (/bold/i.test(family ?? '')) return 700;
  return 400;
}

export function computedStyle(element: XmlElement, parent: Style, rules: Rule[]): Style {
  const style: Style = new Map();
  for (const [property, value] of parent) if (inherited.has(property)) style.set(property, value);
  for (const [attribute, value] of element.attributes) {
    if (presentation.has(attribute)) style.set(attribute, value.trim());
  }
  const subject: Subject = {
    tag: localName(element),
    id: element.attributes.get('id'),
    classes: new Set((element.attributes.get('class') ?? '').split(/\s+/)),
  };
  for (const rule of rules) {
    if (matches(rule, subject)) for (const [p, v] of rule.declarations) style.set(p, v);
  }
  for (const [p, v] of declarations(element.attributes.get('style') ?? '')) style.set(p, v);
  return style;
}
