import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAddressesOnly } from '#server/images/address-policy.ts';
import { createSafeFetcher } from '#server/images/safe-fetch.ts';
import {
  samplePng,
  sampleSvg,
  startImageTestServer,
  type ImageTestServer,
} from '#server/images/testing/image-test-server.ts';
import { createLogger } from '#server/logging/logger.ts';
import { signInTestUser, type TestSession } from '#server/testing/auth.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';
import { expectRefusal } from '#server/testing/api-call.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

let images: ImageTestServer;
const logLines: string[] = [];

beforeAll(async () => {
  images = await startImageTestServer((req, res) => {
    if (req.url === '/logo.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(samplePng);
    if (req.url === '/logo.svg')
      return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(sampleSvg);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>hello</p>');
  });
});
afterAll(async () => {
  await images?.close();
});

const t = signedInServer({ anna: 'anna@uhc-thun.ch' });

function get(
  url: string | null,
  session: TestSession | null,
  headers: Record<string, string> = {},
) {
  const query = url === null ? '' : `?url=${encodeURIComponent(url)}`;
  return fetch(`${t.server.url}/api/image-proxy${query}`, {
    headers: { ...(session ? { cookie: session.cookie } : {}), ...headers },
  });
}

describe('GET /api/image-proxy in the app', () => {
  it('needs a signed-in user and fetches nothing for anybody else', async () => {
    const response = await get(`${images.origin}/logo.png`, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect(images.connections()).toBe(0);
  });

  it("refuses an address inside the network, in the caller's language, before connecting", async () => {
    let response = await get(`${images.origin}/logo.png`, t.anna);
    await expectRefusal(response, 403, {
      code: 'IMAGE_HOST_FORBIDDEN',
      message: 'Dieses Bild darf nicht geladen werden: Die Adresse ist nicht öffentlich.',
    });
    response = await get('http://169.254.169.254/latest/meta-data/', t.anna, {
      'accept-language': 'en',
    });
    await expectRefusal(response, 403, {
      code: 'IMAGE_HOST_FORBIDDEN',
      message: 'This image may not be loaded: its address is not public.',
    });
    expect(images.connections()).toBe(0);
  });

  it('refuses a missing URL and other schemes with 400', async () => {
    for (const url of [null, '', 'file:///etc/passwd', 'ftp://example.com/logo.png']) {
      const response = await get(url, t.anna);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'IMAGE_URL_INVALID' } });
    }
  });
});

describe('GET /api/image-proxy with the test image host allowed', () => {
  // The real app with a fetcher that treats the one image test server as public: the only way
  // to see a success without leaving 127.0.0.1.
  let allowed: TestServer;
  let annaThere: TestSession;
  beforeAll(async () => {
    allowed = await startTestServer(
      {},
      createLogger({ level: 'info', format: 'json', write: (line) => logLines.push(line) }),
      {
        imageFetcher: createSafeFetcher({
          isAddressAllowed: (target) =>
            (target.address === '127.0.0.1' && target.port === images.port) ||
            publicAddressesOnly(target),
        }),
      },
    );
    annaThere = await signInTestUser(allowed.url, allowed.outboxDir, 'anna@uhc-thun.ch');
  });
  afterAll(async () => {
    await allowed?.close();
  });

  const call = (path: string, session: TestSession | null) =>
    fetch(`${allowed.url}/api/image-proxy?url=${encodeURIComponent(`${images.origin}${path}`)}`, {
      headers: session ? { cookie: session.cookie } : {},
    });

  it('answers the image with private caching and no sniffing', async () => {
    const response = await call('/logo.png', annaThere);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(samplePng)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers SVG with a policy that runs no script', async () => {
    const response = await call('/logo.svg', annaThere);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await response.text()).toBe(sampleSvg.toString());
  });

  it('refuses a page that is no image, logging the detail but not answering it', async () => {
    const response = await call('/page.html', annaThere);
    expect(response.status).toBe(415);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'IMAGE_TYPE_UNSUPPORTED' } });
    expect(body).not.toContain('text/html');
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.findLast((l) => l.msg === 'image proxy: refused') ?? {};
    expect(line).toMatchObject({
      msg: 'image proxy: refused',
      userId: annaThere.userId,
      code: 'IMAGE_TYPE_UNSUPPORTED',
      reason: 'content type text/html',
    });
  });

  it('still refuses anonymous callers', async () => {
    const before = images.requests.length;
    const response = await call('/logo.png', null);
    expect(response.status).toBe(401);
    expect(images.requests.length).toBe(before);
  });
});
