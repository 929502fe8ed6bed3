import ts from 'typescript';

/**
 * Checks of the product's texts as people read them: French punctuation and the German form of
 * address. The texts are the string literals of the language files (object keys, imports and
 * comments are no text), each part of a template literal on its own.
 */

/** The string literals of a TypeScript file with their lines, import paths left out. */
export function textsOf(source: string, fileName = 'texts.ts'): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node.head, node.head.text);
      for (const span of node.templateSpans) add(span.literal, span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A narrow no-break space (U+202F) or a no-break space (U+00A0). */
const NO_BREAK = '[\\u202F\\u00A0]';

/**
 * French punctuation that lacks its no-break space: before : ; ! ? (where it ends a phrase, not
 * in 10:30, 4:5 or a web address) and inside « », and one of them only. Answers each offending
 * piece, the sign marked.
 */
export function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  const mark = (index: number) =>
    `${text.slice(Math.max(0, index - 12), index)}⟦${text[index]}⟧${text.slice(index + 1, index + 6)}`;
  for (const match of text.matchAll(/[:;!?](?=\s|$|[»"'’)<])/g)) {
    const before = text.slice(0, match.index);
    if (before.length === 0 || new RegExp(`${NO_BREAK}$`).test(before)) continue;
    problems.push(mark(match.index));
  }
  for (const match of text.matchAll(/[\u202F\u00A0]{2}/g)) problems.push(mark(match.index));
  for (const match of text.matchAll(/«/g)) {
    if (!new RegExp(`^${NO_BREAK}`).test(text.slice(match.index + 1))) {
      problems.push(mark(match.index));
    }
  }
  for (const match of text.matchAll(/»/g)) {
    if (!new RegExp(`${NO_BREAK}$`).test(text.slice(0, match.index))) {
      problems.push(mark(match.index));
    }
  }
  return problems;
}

/**
 * The formal German address in a text: Ihr, Ihre, Ihnen and their forms, and Euch, Euer and
 * theirs in the middle of a sentence (the app says 'du', and 'ihr', 'euch', 'eure' to a group).
 * 'Sie' is left to the eye: at the start of a sentence it is as often 'they'.
 */
export function formalGermanWords(text: string): string[] {
  const formal =
    /\b(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b|(?<=[a-zäöüß,] )(Euch|Euer|Eure|Euren|Eurem|Eurer)\b/g;
  return [...text.matchAll(formal)].map((match) => match[0]);
}
