import ts from 'typescript';

/**
 * Finds user-visible text written into a component instead of coming from t(...): JSX text with
 * letters in it, and string literals in the attributes a person sees or hears (aria-label, title,
 * placeholder, alt, label, description). Names that are the same in every language are allowed.
 */
export interface HardCodedText {
  line: number;
  text: string;
  /** 'text' for a JSX text node, otherwise the attribute's name. */
  where: string;
}

/** Attributes whose value a person reads or a screen reader speaks. */
export const visibleAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
]);

/** Brand and product names, codes and units: the same in every language. */
export const sameInEveryLanguage = new Set([
  'Matchpost',
  'Instagram',
  'DELETE',
  'SVG',
  'PNG',
  'CHF',
  'px',
  'MB',
  'vs',
  'Swiss Unihockey',
  'Swiss Volley',
  'Figma',
  'Illustrator',
  'Inkscape',
  // The wordmark on the sample posts, and the coordinate names of the editor's fields.
  'matchpost',
  'X',
  'Y',
]);

const letter = /\p{L}/u;

function isAllowed(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return !letter.test(trimmed) || sameInEveryLanguage.has(trimmed);
}

/** The static text of a literal in an attribute: 'x', `x`, or the fixed parts of `a ${b} c`. */
function literalText(expression: ts.Expression | undefined): string | undefined {
  if (!expression) return undefined;
  if (ts.isParenthesizedExpression(expression)) return literalText(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return expression.text;
  }
  if (ts.isTemplateExpression(expression)) {
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)]
      .join(' ')
      .trim();
  }
  if (ts.isConditionalExpression(expression)) {
    const sides = [literalText(expression.whenTrue), literalText(expression.whenFalse)];
    return sides.find((side) => side !== undefined && !isAllowed(side));
  }
  return undefined;
}

export function findHardCodedTexts(source: string, fileName = 'component.tsx'): HardCodedText[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (isAllowed(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.replace(/\s+/g, ' ').trim(), where });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'text');
    } else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      // {'Text'} as a child.
      const text = literalText(node.expression);
      if (text !== undefined) report(node, text, 'text');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (visibleAttributes.has(name) && node.initializer) {
        const text = ts.isStringLiteral(node.initializer)
          ? node.initializer.text
          : ts.isJsxExpression(node.initializer)
            ? literalText(node.initializer.expression)
            : undefined;
        if (text !== undefined) report(node, text, name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
