/**
 * When the studio makes the export in the background before the click (pre-export, ADR 030):
 * the preview has stood unchanged for `preExportSettleMs`, and the browser has not asked to save
 * data (Save-Data) nor reports a slow connection (2g, slow-2g), nor is offline.
 */
export const preExportSettleMs = 1000;

/** What the Network Information API tells, where the browser has it (Chromium). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export type PreExportSkip = 'offline' | 'save-data' | 'slow-connection';

/** Why the browser's connection rules a background export out; null when it does not. */
export function preExportSkipped(
  browser: { onLine: boolean; connection?: ConnectionInfo } = navigator as Navigator & {
    connection?: ConnectionInfo;
  },
): PreExportSkip | null {
  if (!browser.onLine) return 'offline';
  const connection = browser.connection;
  if (connection?.saveData === true) return 'save-data';
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') {
    return 'slow-connection';
  }
  return null;
}

/** A short hash of a string (FNV-1a, 32 bits): the drawn post's identity in a file's key. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
