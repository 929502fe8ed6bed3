/**
 * Asks `what` every `everyMs` until `ok` holds for its answer and returns that answer; after
 * `ms` it throws with the last answer, so a test that waits for something that never comes
 * fails with what it saw.
 */
export async function until<T>(
  what: () => Promise<T> | T,
  ok: (value: T) => boolean,
  ms = 30_000,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
