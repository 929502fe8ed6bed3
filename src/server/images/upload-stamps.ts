/**
 * The time stamps that name the files of uploads in flight in this process. An upload's files are
 * written before its row claims their name, so two uploads into one folder in the same
 * millisecond must get different stamps. A stamp is claimed before the lookup `taken` (so a
 * parallel upload waiting on its own lookup skips it), the next millisecond is tried while a
 * stamp is in flight or taken, and `release` gives it back once the row is written or the upload
 * failed.
 */
export function uploadStamps(now: () => Date) {
  const claimed = new Set<string>();
  return {
    async claim(folder: string, taken: (stamp: number) => Promise<boolean>): Promise<number> {
      for (let stamp = now().getTime(); ; stamp++) {
        const key = `${folder}/${stamp}`;
        if (claimed.has(key)) continue;
        claimed.add(key);
        if (!(await taken(stamp))) return stamp;
        claimed.delete(key);
      }
    },

    release(folder: string, stamp: number): void {
      claimed.delete(`${folder}/${stamp}`);
    },
  };
}
