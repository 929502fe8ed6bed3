import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '#server/db/schema.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let anna: TestSession;
let ben: TestSession;

const config = {
  elements: [{ id: 't1', type: 'text', x: 540, y: 200, content: 'Matchday', fontSize: 64 }],
  backgroundColor: '#1a1a1a',
  format: '4:5',
};

beforeAll(async () => {
  server = await startTestServer();
  anna = await signInTestUser(server.url, server.outboxDir, 'anna@uhc-thun.ch');
  ben = await signInTestUser(server.url, server.outboxDir, 'ben@vbc-zuerich.ch');
  const db = server.ctx.database.db;
  await db.insert(templates).values([
    {
      userId: anna.userId,
      name: 'Älter',
      svgConfig: config,
      createdAt: new Date(Date.now() - 60_000),
    },
    { userId: anna.userId, name: 'Neuer', supportedGames: 2, svgConfig: config },
    { userId: ben.userId, name: 'Bens Vorlage', svgConfig: config },
  ]);
});
afterAll(async () => {
  await server?.close();
});

async function list(session: TestSession | null) {
  const response = await fetch(`${server.url}/api/templates`, {
    headers: session ? { cookie: session.cookie } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      templates?: { name: string; supportedGames: number }[];
      allowed?: boolean;
    },
  };
}

describe('GET /api/templates', () => {
  it('needs a signed-in user', async () => {
    expect((await list(null)).status).toBe(401);
  });

  it('shows nothing on a plan without custom templates', async () => {
    expect((await list(anna)).body).toEqual({ templates: [], allowed: false });
  });

  it("lists only the user's own templates, newest first, on a paid plan", async () => {
    await setTestTier(server.ctx.database.db, anna.userId, 'amateur');
    const { body } = await list(anna);
    expect(body.allowed).toBe(true);
    expect(body.templates?.map((t) => t.name)).toEqual(['Neuer', 'Älter']);
    expect(body.templates?.[0]?.supportedGames).toBe(2);
    expect(JSON.stringify(body)).not.toContain('Bens Vorlage');
  });
});
