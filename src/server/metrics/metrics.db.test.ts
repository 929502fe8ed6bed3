import { describe, expect, it } from 'vitest';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/**
 * GET /api/metrics over real HTTP: Prometheus text with requests by matched route, exports,
 * the export queue and (on PostgreSQL) the pool; only for loopback scrapers or the token.
 */
const token = 'metrics-token-0123456789abcdef';
const t = signedInServer({ anna: 'anna@metrics.ch' }, { METRICS_TOKEN: token });

async function scrape(headers: Record<string, string> = {}) {
  const response = await fetch(`${t.server.url}/api/metrics`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The value of one sample line, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/api/metrics', () => {
  it('counts requests under the route they matched, not the raw path', async () => {
    await fetch(`${t.server.url}/api/templates/aaaaaaaa-0000-4000-8000-000000000001`);
    await fetch(`${t.server.url}/api/templates/aaaaaaaa-0000-4000-8000-000000000002`);
    await fetch(`${t.server.url}/api/ready`);
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(
      sample(
        text,
        'matchpost_http_requests_total{method="GET",route="/api/templates/:id",status="401"}',
      ),
    ).toBe(2);
    expect(
      sample(text, 'matchpost_http_requests_total{method="GET",route="/api/ready",status="200"}'),
    ).toBe(1);
    expect(text).not.toContain('aaaaaaaa-0000');
    expect(text).toContain(
      'matchpost_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/ready"}',
    );
    expect(sample(text, 'matchpost_export_queue_depth')).toBe(0);
    // An idle server holds no render thread (docs/export.md) and no post waits for one.
    expect(sample(text, 'matchpost_render_threads')).toBe(0);
    expect(sample(text, 'matchpost_render_waiting')).toBe(0);
    expect(text).toContain('matchpost_process_resident_memory_bytes');
    expect(text).toContain('# TYPE matchpost_sports_cache_lookups_total counter');
    expect(text).toContain('# TYPE matchpost_sports_upstream_duration_seconds histogram');
  });

  it('times exports', async () => {
    const sports = t.server.ctx.sports;
    const club = (await sports.clubs('unihockey'))[0]!;
    const team = (await sports.teams('unihockey', club.id))[0]!;
    const game = (await sports.games('unihockey', team.id, club.id))[0]!;
    const response = await fetch(`${t.server.url}/api/exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.server.url, cookie: t.anna.cookie },
      body: JSON.stringify({
        sport: 'unihockey',
        clubId: club.id,
        teamId: team.id,
        gameIds: [game.id],
        theme: 'default',
        mode: 'preview',
        isHomeGame: true,
      }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const { text } = await scrape();
    expect(sample(text, 'matchpost_export_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(
      sample(
        text,
        'matchpost_http_requests_total{method="POST",route="/api/exports",status="200"}',
      ),
    ).toBe(1);
  });

  it('shows the PostgreSQL pool', async () => {
    const { text } = await scrape();
    if (t.server.ctx.database.kind === 'postgres') {
      expect(sample(text, 'matchpost_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('matchpost_db_pool_connections{');
    }
  });

  it('refuses requests through a proxy without the token, and a wrong token', async () => {
    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.status).toBe(403);
    expect(JSON.parse(proxied.text)).toMatchObject({ error: { code: 'METRICS_FORBIDDEN' } });
    expect(
      (
        await scrape({
          'x-forwarded-for': '203.0.113.9',
          authorization: 'Bearer wrong-token-0123456789',
        })
      ).status,
    ).toBe(403);
    expect(
      (await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` })).status,
    ).toBe(200);
  });
});
