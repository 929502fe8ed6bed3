/** Case- and accent-blind: 'zurich' finds 'Zürich', 'baren' finds 'Bärenfels'. */
function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Every word of the search occurs somewhere in the name. */
export function matchesSearch(name: string, search: string): boolean {
  const words = normaliseForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch(name);
  return words.every((word) => haystack.includes(word));
}
