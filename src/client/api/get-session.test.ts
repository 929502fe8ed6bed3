import { describe, expect, it } from 'vitest';
import { sessionSchema } from '#shared/accounts/session.schema.ts';
import { readSession } from '#client/api/get-session.ts';

/** What the auth library may answer, and what it must never be mistaken for. */
const answers: unknown[] = [
  null,
  'signed out',
  42,
  {},
  { user: null, session: null },
  { user: { id: 'u1', email: 'trainer@example.ch' } },
  { user: { id: 'u1', email: 'trainer@example.ch' }, session: { id: 7 } },
  { user: { id: 'u1' }, session: { id: 's1' } },
  { user: { id: 1, email: 'trainer@example.ch' }, session: { id: 's1' } },
  { user: { id: 'u1', email: 'trainer@example.ch' }, session: { id: 's1' } },
  {
    user: { id: 'u1', email: 'trainer@example.ch', name: 'Trainer', emailVerified: true },
    session: { id: 's1', token: 'secret', expiresAt: '2026-12-01T00:00:00.000Z' },
  },
];

describe('readSession', () => {
  it('keeps the user and session ids and the e-mail of a session answer, nothing else', () => {
    expect(
      readSession({
        user: { id: 'u1', email: 'trainer@example.ch', name: 'Trainer' },
        session: { id: 's1', token: 'secret' },
      }),
    ).toEqual({ user: { id: 'u1', email: 'trainer@example.ch' }, session: { id: 's1' } });
  });

  it('answers null for anything that is not a session', () => {
    expect(readSession(null)).toBeNull();
    expect(readSession({ user: { id: 'u1' }, session: { id: 's1' } })).toBeNull();
    expect(readSession({ user: { id: 'u1', email: 'a@b.ch' }, session: { id: 7 } })).toBeNull();
  });

  it('agrees with the shared session schema on every answer', () => {
    for (const answer of answers) {
      const parsed = sessionSchema.safeParse(answer);
      expect(readSession(answer)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
