import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '#server/db/schema.ts';
import { apiCall, expectRefusal } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import {
  heavyTemplate as heavy,
  layeredTemplate,
  probeRect,
} from '#shared/templates/testing/costly-templates.ts';

/**
 * What one template may cost the render slots (ADR 022), through real exports: a template stored
 * before the cost rule is refused before anything is drawn; a drawing that runs past the render
 * budget is stopped and answered 422; one user's queued exports do not stand between another
 * user and a free render slot.
 */
/** The outside probe's template: 20 rects of 8000x8000, radius 4000, opacity, stroke, gradient. */
const probe = layeredTemplate(Array.from({ length: 20 }, (_, i) => probeRect(`huge${i}`)));

interface Setup {
  server: TestServer;
  body: (templateId?: string) => Record<string, unknown>;
}

/** Stores a template as it was before the cost rule: straight into the table. */
async function storeTemplate(
  server: TestServer,
  userId: string,
  svgConfig: unknown,
): Promise<string> {
  const [row] = await server.ctx.database.db
    .insert(templates)
    .values({ workspaceId: userId, name: 'Vorlage', supportedGames: 1, svgConfig, format: '4:5' })
    .returning({ id: templates.id });
  return row!.id;
}

async function setUp(env: Record<string, string>): Promise<Setup> {
  const server = await startTestServer(env);
  return { server, body: await firstGameExport(server) };
}

const exportAs = (
  { server, body }: Setup,
  session: TestSession,
  templateId?: string,
  language = 'de',
  fileType: 'png' | 'jpeg' = 'png',
) =>
  apiCall(
    server.url,
    session,
    'POST',
    '/api/exports',
    { ...body(templateId), fileType, language },
    {
      'accept-language': language,
    },
  );

describe('templates beyond the cost rule and the render budget', () => {
  let setup: Setup;
  let paula: TestSession;

  beforeAll(async () => {
    // A budget every drawing of the heavy template runs past.
    setup = await setUp({ RENDER_BUDGET_MS: '30' });
    paula = await signInTestUser(setup.server.url, setup.server.outboxDir, 'paula@club.ch');
    await setTestTier(setup.server.ctx.database.db, paula.userId, 'pro');
  }, 180_000);
  afterAll(async () => {
    await setup?.server.close();
  });

  const stopped = () => setup.server.ctx.services.renderer.stats().threads.stoppedAtBudget;

  /**
   * Stores `template` as Paula's (as before the cost rule) and exports it in `language`; answers
   * the template's id, the answer and how many drawings the budget had stopped before it.
   */
  async function exportStored(template: unknown, language: string) {
    const id = await storeTemplate(setup.server, paula.userId, template);
    const stoppedBefore = stopped();
    return { id, stoppedBefore, response: await exportAs(setup, paula, id, language) };
  }

  it("refuses the probe's stored template before drawing, in the user's language", async () => {
    const { stoppedBefore, response } = await exportStored(probe, 'it');
    await expectRefusal(response, 422, {
      code: 'EXPORT_TEMPLATE_TOO_COSTLY',
      message: expect.stringMatching(/^Si è verificato un errore .*troppo oneroso da disegnare/),
    });
    // Nothing was drawn, so nothing had to be stopped.
    expect(stopped()).toBe(stoppedBefore);
  });

  it('stops a drawing that runs past the render budget and answers 422, then draws on', async () => {
    const { id, stoppedBefore, response } = await exportStored(heavy, 'en');
    await expectRefusal(response, 422, {
      code: 'EXPORT_TOO_COSTLY',
      message:
        'Something went wrong while creating the image: drawing it took too long and was stopped. Please simplify the template.',
    });
    expect(stopped()).toBeGreaterThan(stoppedBefore);
    // The same again is stopped again, and the renderer draws on: a post within the budget on
    // a new thread (a built-in look over its prepared background, drawn in a few ms).
    expect((await exportAs(setup, paula, id, 'en')).status).toBe(422);
    expect(stopped()).toBe(stoppedBefore + 2);
  });
});

describe('render slots shared between users', () => {
  let setup: Setup;
  let heavyUser: TestSession;
  let otherUser: TestSession;
  let heavyTemplate: string;

  beforeAll(async () => {
    // A budget no drawing here reaches, however busy the machine.
    setup = await setUp({ EXPORT_MAX_PER_USER: '4', RENDER_BUDGET_MS: '60000' });
    [heavyUser, otherUser] = await Promise.all([
      signInTestUser(setup.server.url, setup.server.outboxDir, 'hanna@club.ch'),
      signInTestUser(setup.server.url, setup.server.outboxDir, 'otto@club.ch'),
    ]);
    await setTestTier(setup.server.ctx.database.db, heavyUser.userId, 'pro');
    // The heavy template with the post's headline over it: a post of its own in each language.
    heavyTemplate = await storeTemplate(setup.server, heavyUser.userId, {
      ...heavy,
      elements: [
        { id: 'headline', type: 'api-text', apiField: 'headline', x: 540, y: 90, fontSize: 64 },
        ...heavy.elements,
      ],
    });
  }, 180_000);
  afterAll(async () => {
    await setup?.server.close();
  });

  it("starts another user's export in a free slot, not behind one user's queued exports", async () => {
    // Warm: both render threads started (they start when first needed: one export each at
    // once), the backgrounds prepared, fonts read.
    const warm = await Promise.all([
      exportAs(setup, heavyUser, heavyTemplate),
      exportAs(setup, otherUser),
    ]);
    expect(warm.map((answer) => answer.status)).toEqual([200, 200]);

    const finished: string[] = [];
    const track = (name: string, response: Promise<Response>) =>
      response.then(async (answer) => {
        await answer.arrayBuffer();
        finished.push(name);
        return answer.status;
      });
    // Four heavy exports at once: with one finished, the next ones are drawing or waiting. Each
    // is a post never made before (its headline in another language, or another file type), so
    // none is answered from the renderer's kept files; so is the other user's.
    const heavyExports = (
      [
        ['en', 'png'],
        ['fr', 'png'],
        ['it', 'png'],
        ['en', 'jpeg'],
      ] as const
    ).map(([language, fileType], n) =>
      track(`heavy${n + 1}`, exportAs(setup, heavyUser, heavyTemplate, language, fileType)),
    );
    await Promise.race(heavyExports);
    const other = await track('other', exportAs(setup, otherUser, undefined, 'fr'));
    const statuses = await Promise.all(heavyExports);

    expect(other).toBe(200);
    expect(statuses).toEqual([200, 200, 200, 200]);
    // First come, first served would have the other user wait for a heavy export that was still
    // waiting when theirs came (three heavy ones done first); shared slots start theirs at once.
    const heavyBefore = finished.slice(0, finished.indexOf('other')).length;
    expect(heavyBefore).toBeLessThanOrEqual(2);
  }, 180_000);
});
