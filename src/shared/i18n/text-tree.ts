/**
 * A language's texts as a tree (post words, mail texts): flattened to dotted keys, and compared
 * key by key with German's, which defines the shape (docs/translations.md). The compiler holds
 * the shape where the files are typed; these hold it at run time, where a test can plant a gap.
 */
export type FlatTexts = Map<string, string | ((...values: never[]) => string)>;

/** Every text of a tree by its dotted key ('gameDay.subject'), in the tree's order. */
export function flattenTexts(tree: object, prefix = ''): FlatTexts {
  const entries: FlatTexts = new Map();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || typeof value === 'function') entries.set(path, value);
    else for (const [inner, word] of flattenTexts(value as object, path)) entries.set(inner, word);
  }
  return entries;
}

/** The keys German has that a language lacks (`missing`), and those only the language has. */
export function keyDifferences(
  german: object,
  language: object,
): { missing: string[]; extra: string[] } {
  const own = [...flattenTexts(german).keys()];
  const theirs = [...flattenTexts(language).keys()];
  return {
    missing: own.filter((key) => !theirs.includes(key)),
    extra: theirs.filter((key) => !own.includes(key)),
  };
}
