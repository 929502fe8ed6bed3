/**
 * A name a person gave a file, cleaned for showing: Unicode-normalised, without control
 * characters, bidirectional overrides or zero-width marks (which can make `gpj.exe` read as
 * `exe.jpg`), with slashes shown as such but never taken as folders, white space folded, and
 * cut to `max` characters. Null when nothing is left. Storage paths never come from it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export function cleanDisplayName(raw: string | null | undefined, max = 100): string | null {
  if (raw == null) return null;
  const cleaned = raw
    .normalize('NFC')
    .replace(invisible, '')
    .replace(/[/\\]/g, '∕')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return null;
  // Cut by code points, so a surrogate pair is never split.
  return [...cleaned].slice(0, max).join('').trimEnd();
}
