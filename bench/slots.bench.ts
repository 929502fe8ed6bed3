import { performance } from 'node:perf_hooks';
import { templates } from '#server/db/schema.ts';
import { apiCall } from '#server/testing/api-call.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import { firstGameExport } from '#server/testing/export-fixture.ts';
import { heavyTemplate } from '#shared/templates/testing/costly-templates.ts';
// The test server's helpers read the test run's PostgreSQL address; its type is declared here.
import type {} from '#server/testing/postgres-global-setup.ts';
import { median, percentile } from './stats.ts';

/**
 * Another user's export beside a heavy one (ADR 022), through POST /api/exports of the app in
 * this process (PGlite, demo data): one Pro user keeps four exports of a template at the top of
 * the cost budget in flight (three translucent canvas-sized layers with gradients and strokes,
 * drawn anew with every export), while another user exports the default look one after the
 * other. The other user's times alone and beside the heavy user, and the heavy export's own.
 */
const runs = 10;

export async function run(): Promise<Record<string, unknown>> {
  const server = await startTestServer({ EXPORT_MAX_PER_USER: '4' });
  try {
    const [heavy, other] = await Promise.all([
      signInTestUser(server.url, server.outboxDir, 'heavy@bench.ch'),
      signInTestUser(server.url, server.outboxDir, 'other@bench.ch'),
    ]);
    await setTestTier(server.ctx.database.db, heavy.userId, 'pro');
    const [row] = await server.ctx.database.db
      .insert(templates)
      .values({
        workspaceId: heavy.userId,
        name: 'Heavy',
        supportedGames: 1,
        svgConfig: heavyTemplate,
        format: '4:5',
      })
      .returning({ id: templates.id });
    const body = await firstGameExport(server);
    const exportAs = async (session: TestSession, templateId?: string) => {
      const started = performance.now();
      const response = await apiCall(server.url, session, 'POST', '/api/exports', body(templateId));
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };

    // Warm: threads, fonts, the default look's background.
    await exportAs(heavy, row!.id);
    await exportAs(other);
    const alone: number[] = [];
    for (let i = 0; i < runs; i++) alone.push((await exportAs(other)).ms);
    const heavyAlone: number[] = [];
    for (let i = 0; i < 3; i++) heavyAlone.push((await exportAs(heavy, row!.id)).ms);

    let stop = false;
    const heavyTimes: number[] = [];
    const heavyStatuses = new Map<number, number>();
    const lane = async () => {
      while (!stop) {
        const { ms, status } = await exportAs(heavy, row!.id);
        heavyTimes.push(ms);
        heavyStatuses.set(status, (heavyStatuses.get(status) ?? 0) + 1);
      }
    };
    const lanes = [lane(), lane(), lane(), lane()];
    // Let the heavy exports fill their slot and queue.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const beside: number[] = [];
    const besideStatuses: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { ms, status } = await exportAs(other);
      beside.push(ms);
      besideStatuses.push(status);
    }
    stop = true;
    await Promise.all(lanes);
    const round = (value: number) => Math.round(value);
    return {
      what: 'default look (other user) beside four heavy exports in flight (one user)',
      otherAloneMs: { median: round(median(alone)), p95: round(percentile(alone, 95)) },
      otherBesideHeavyMs: {
        median: round(median(beside)),
        p95: round(percentile(beside, 95)),
        max: round(Math.max(...beside)),
      },
      otherBesideHeavyStatuses: besideStatuses,
      heavyAloneMs: { median: round(median(heavyAlone)) },
      heavyInFlightMs: { median: round(median(heavyTimes)), count: heavyTimes.length },
      heavyStatuses: Object.fromEntries(heavyStatuses),
    };
  } finally {
    await server.close();
  }
}
