import { describe, expect, it } from 'vitest';
import { createExportAdmission } from '#server/exports/export-admission.ts';

describe('export admission', () => {
  it("admits a user's exports up to their share, then refuses with a wait", () => {
    const admission = createExportAdmission({ maxQueued: 10, maxPerUser: 2 });
    const first = admission.admit('anna');
    const second = admission.admit('anna');
    expect(first.admitted && second.admitted).toBe(true);
    const third = admission.admit('anna');
    expect(third).toMatchObject({ admitted: false, reason: 'user-limit' });
    expect(third.admitted || third.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another user is not held up by Anna's burst.
    expect(admission.admit('beat').admitted).toBe(true);
    if (first.admitted) first.release();
    expect(admission.admit('anna').admitted).toBe(true);
  });

  it('refuses everyone once the queue is full, and has room again as exports finish', () => {
    const admission = createExportAdmission({ maxQueued: 3, maxPerUser: 3 });
    const held = ['a', 'b', 'c'].map((user) => admission.admit(user));
    expect(admission.depth()).toBe(3);
    expect(admission.admit('d')).toMatchObject({ admitted: false, reason: 'queue-full' });
    const one = held[0]!;
    if (one.admitted) {
      one.release();
      one.release(); // a second release changes nothing
    }
    expect(admission.depth()).toBe(2);
    expect(admission.admit('d').admitted).toBe(true);
    expect(admission.admit('e').admitted).toBe(false);
  });

  it('estimates the wait from the queue ahead', () => {
    const admission = createExportAdmission({
      maxQueued: 40,
      maxPerUser: 40,
      typicalExportMs: 500,
      concurrency: 2,
    });
    for (let i = 0; i < 40; i++) admission.admit('a');
    const refused = admission.admit('b');
    expect(refused).toMatchObject({ admitted: false, retryAfterSeconds: 10 });
  });
});
