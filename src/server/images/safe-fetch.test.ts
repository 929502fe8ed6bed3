import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicAddressesOnly,
  type AddressPolicy,
  type AddressTarget,
} from '#server/images/address-policy.ts';
import { ImageFetchError } from '#server/images/image-fetch-error.ts';
import {
  createSafeFetcher,
  systemLookup,
  type LookupHost,
  type SafeFetcherOptions,
} from '#server/images/safe-fetch.ts';
import {
  samplePng,
  sampleSvg,
  startImageTestServer,
  testCertificate,
  type ImageTestServer,
} from '#server/images/testing/image-test-server.ts';

// Every test talks to 127.0.0.1 only. `allowed` plays a public image host: the policy below lets
// exactly its address and port through, and judges every other address by the production
// policy. `trap` is a loopback server that no fetch may ever reach.
let allowed: ImageTestServer;
let trap: ImageTestServer;
let tls: ImageTestServer;

const html = Buffer.from('<!doctype html><html><body><svg></svg>not an image</body></html>');
const sixMegabytes = 6 * 1024 * 1024;

/** Writes `total` bytes that start like a PNG, as fast as the reader takes them. */
async function streamPngLike(out: Writable, total: number): Promise<void> {
  out.on('error', () => {});
  const chunk = Buffer.alloc(64 * 1024);
  samplePng.copy(chunk);
  for (let sent = 0; sent < total && !out.destroyed; sent += chunk.length) {
    if (!out.write(chunk)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          out.off('drain', go);
          out.off('close', go);
          resolve();
        };
        out.on('drain', go);
        out.on('close', go);
      });
    }
  }
  if (!out.destroyed) out.end();
}

function send(res: ServerResponse, contentType: string | null, body: Buffer) {
  res.writeHead(200, contentType ? { 'content-type': contentType } : {}).end(body);
}

const hits = new Map<string, number>();

function imageHost(req: { url?: string; socket: Writable }, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://allowed');
  hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
  switch (url.pathname) {
    case '/logo.png':
    case '/a.png':
    case '/b.png':
      return send(res, 'image/png', samplePng);
    case '/logo.svg':
      return send(res, 'image/svg+xml; charset=utf-8', sampleSvg);
    case '/page.html':
      return send(res, 'text/html; charset=utf-8', html);
    case '/html-as-png':
      return send(res, 'image/png', html);
    case '/svg-as-png':
      return send(res, 'image/png', sampleSvg);
    case '/png-as-jpeg':
      return send(res, 'image/jpeg', samplePng);
    case '/no-type':
      return send(res, null, samplePng);
    case '/empty.png':
      return send(res, 'image/png', Buffer.alloc(0));
    case '/bytes': {
      const size = Number(url.searchParams.get('size'));
      const body = Buffer.alloc(size);
      samplePng.copy(body);
      return send(res, 'image/png', body);
    }
    case '/flaky.png':
      if (hits.get(url.pathname) === 1) return res.writeHead(500).end('down');
      return send(res, 'image/png', samplePng);
    case '/redirect': {
      const status = Number(url.searchParams.get('status') ?? 302);
      const to = url.searchParams.get('to');
      return res.writeHead(status, to === null ? {} : { location: to }).end();
    }
    case '/slow-redirect': {
      const left = Number(url.searchParams.get('left'));
      const location = left === 0 ? '/logo.png' : `/slow-redirect?left=${left - 1}`;
      setTimeout(() => res.writeHead(302, { location }).end(), 120);
      return;
    }
    case '/big-with-length':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': sixMegabytes });
      return void streamPngLike(res, sixMegabytes);
    case '/big-chunked':
      res.writeHead(200, { 'content-type': 'image/png' });
      return void streamPngLike(res, sixMegabytes);
    case '/big-until-close':
      // No Content-Length and no chunked encoding: the body ends when the connection does.
      req.socket.write('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n\r\n');
      return void streamPngLike(req.socket, sixMegabytes);
    case '/claims-huge':
      // Declares more than the limit, sends a few bytes and then nothing: only a fetcher that
      // believes the header and stops at once gets done before the timeout.
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': sixMegabytes });
      res.write(samplePng);
      return;
    case '/understates-length':
      // Declares 100 bytes and sends 6 MB: whatever follows the declared length is no body.
      req.socket.write('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 100\r\n\r\n');
      return void streamPngLike(req.socket, sixMegabytes);
    case '/never-answers':
      return;
    case '/stalls-in-body':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': 10_000 });
      res.write(samplePng);
      return;
    default: {
      const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
      if (hop) {
        // /hop/N answers after exactly N redirects.
        const left = Number(hop[1]);
        if (left === 0) return send(res, 'image/png', samplePng);
        return res.writeHead(302, { location: `/hop/${left - 1}` }).end();
      }
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  }
}

beforeAll(async () => {
  [allowed, trap, tls] = await Promise.all([
    startImageTestServer(imageHost),
    startImageTestServer(),
    startImageTestServer(imageHost, { tls: true }),
  ]);
});

afterAll(async () => {
  await Promise.all([allowed.close(), trap.close(), tls.close()]);
});

function isTestHost(target: AddressTarget, server: ImageTestServer) {
  return target.address === '127.0.0.1' && target.port === server.port;
}

const testPolicy: AddressPolicy = (target) =>
  isTestHost(target, allowed) || isTestHost(target, tls) || publicAddressesOnly(target);

/** A policy and a resolver that write down what they were asked. */
function recorded(lookup: LookupHost = systemLookup) {
  const asked: AddressTarget[] = [];
  const resolved: string[] = [];
  return {
    asked,
    resolved,
    isAddressAllowed: (target: AddressTarget) => {
      asked.push(target);
      return testPolicy(target);
    },
    lookup: async (hostname: string) => {
      resolved.push(hostname);
      return lookup(hostname);
    },
  };
}

function fetcher(options: SafeFetcherOptions = {}) {
  return createSafeFetcher({ isAddressAllowed: testPolicy, cache: false, ...options });
}

async function refusal(promise: Promise<unknown>): Promise<ImageFetchError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the fetch to be refused');
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ImageFetchError);
  return error as ImageFetchError;
}

const redirectTo = (to: string, status = 302) =>
  `${allowed.origin}/redirect?status=${status}&to=${encodeURIComponent(to)}`;

describe('safe image fetcher: addresses', () => {
  it('fetches from the one allowed test server', async () => {
    const image = await fetcher()(`${allowed.origin}/logo.png`);
    expect(image.contentType).toBe('image/png');
    expect(Buffer.from(image.bytes).equals(samplePng)).toBe(true);
  });

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/logo.png`, '127.0.0.1'],
    ['loopback, whole 127/8', (port: number) => `http://127.9.9.9:${port}/logo.png`, '127.9.9.9'],
    [
      'loopback, as one number',
      (port: number) => `http://2130706433:${port}/logo.png`,
      '127.0.0.1',
    ],
    ['loopback, in hex', (port: number) => `http://0x7f.1:${port}/logo.png`, '127.0.0.1'],
    ['unspecified', (port: number) => `http://0.0.0.0:${port}/logo.png`, '0.0.0.0'],
    ['private 10/8', () => 'http://10.0.0.1/logo.png', '10.0.0.1'],
    ['private 172.16/12', () => 'http://172.31.255.1/logo.png', '172.31.255.1'],
    ['private 192.168/16', () => 'http://192.168.1.1/logo.png', '192.168.1.1'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/logo.png', '100.64.0.1'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['broadcast', () => 'http://255.255.255.255/logo.png', '255.255.255.255'],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/logo.png`, '::1'],
    [
      'IPv4-mapped loopback',
      (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
      '::ffff:7f00:1',
    ],
    ['NAT64 of a private address', () => 'http://[64:ff9b::a00:1]/logo.png', '64:ff9b::a00:1'],
    ['IPv6 link-local', () => 'http://[fe80::1]/logo.png', 'fe80::1'],
    ['IPv6 unique local', () => 'http://[fd00::1]/logo.png', 'fd00::1'],
  ])('refuses %s before connecting', async (_name, url, address) => {
    const record = recorded();
    const error = await refusal(fetcher(record)(url(trap.port)));
    expect(error.code).toBe('IMAGE_HOST_FORBIDDEN');
    expect(error.status).toBe(403);
    expect(record.asked.map((target) => target.address)).toEqual([address]);
    expect(record.resolved).toEqual([]);
    expect(trap.connections()).toBe(0);
  });

  it('refuses a host name that resolves to loopback (localhost)', async () => {
    const record = recorded();
    const error = await refusal(fetcher(record)(`http://localhost:${trap.port}/logo.png`));
    expect(error.code).toBe('IMAGE_HOST_FORBIDDEN');
    expect(record.resolved).toEqual(['localhost']);
    expect(record.asked.map((target) => target.address)).toContain('127.0.0.1');
    expect(trap.connections()).toBe(0);
  });

  it('refuses a host name when any one of its addresses is forbidden', async () => {
    const before = allowed.requests.length;
    const record = recorded(async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ]);
    const error = await refusal(fetcher(record)(`http://images.invalid:${allowed.port}/logo.png`));
    expect(error.code).toBe('IMAGE_HOST_FORBIDDEN');
    expect(allowed.requests.length).toBe(before);
  });

  it('connects to the address it checked and never resolves again (DNS rebinding)', async () => {
    let answers = 0;
    const record = recorded(async () => [
      answers++ === 0 ? { address: '127.0.0.1', family: 4 } : { address: '10.0.0.1', family: 4 },
    ]);
    const fetchImage = fetcher(record);
    const url = `http://images.invalid:${allowed.port}/logo.png`;

    const image = await fetchImage(url);
    expect(image.contentType).toBe('image/png');
    expect(record.resolved).toEqual(['images.invalid']);
    expect(allowed.requests.at(-1)?.host).toBe(`images.invalid:${allowed.port}`);

    // The name now points inside: the next fetch is refused without a request.
    const before = allowed.requests.length;
    expect((await refusal(fetchImage(url))).code).toBe('IMAGE_HOST_FORBIDDEN');
    expect(allowed.requests.length).toBe(before);
  });

  it('answers 502 when a name does not resolve', async () => {
    const error = await refusal(
      fetcher({ lookup: () => Promise.reject(new Error('getaddrinfo ENOTFOUND')) })(
        'http://images.invalid/logo.png',
      ),
    );
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
    expect(error.status).toBe(502);
  });
});

describe('safe image fetcher: URLs', () => {
  it.each([
    'ftp://127.0.0.1/logo.png',
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'gopher://127.0.0.1:70/',
    'not a url',
    '',
    '//127.0.0.1/logo.png',
  ])('refuses %j as an invalid image URL without resolving or connecting', async (url) => {
    const record = recorded();
    const error = await refusal(fetcher(record)(url));
    expect(error.code).toBe('IMAGE_URL_INVALID');
    expect(error.status).toBe(400);
    expect(record.asked).toEqual([]);
    expect(record.resolved).toEqual([]);
  });

  it('refuses credentials in the URL and URLs over 2048 characters', async () => {
    const fetchImage = fetcher();
    const withCredentials = `http://user:secret@127.0.0.1:${allowed.port}/logo.png`;
    expect((await refusal(fetchImage(withCredentials))).code).toBe('IMAGE_URL_INVALID');
    const long = `${allowed.origin}/logo.png?${'x'.repeat(2048)}`;
    expect((await refusal(fetchImage(long))).code).toBe('IMAGE_URL_INVALID');
  });
});

describe('safe image fetcher: redirects', () => {
  const pathsSince = (before: number) =>
    allowed.requests.slice(before).map((request) => request.path);

  it('follows up to three redirects, relative ones included', async () => {
    const before = allowed.requests.length;
    const image = await fetcher()(`${allowed.origin}/hop/3`);
    expect(image.contentType).toBe('image/png');
    expect(pathsSince(before)).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('refuses a fourth redirect without following it', async () => {
    const before = allowed.requests.length;
    const error = await refusal(fetcher()(`${allowed.origin}/hop/4`));
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
    expect(error.reason).toBe('more than 3 redirects');
    expect(pathsSince(before)).toEqual(['/hop/4', '/hop/3', '/hop/2', '/hop/1']);
  });

  it('takes a lower redirect limit', async () => {
    const fetchImage = fetcher({ maxRedirects: 0 });
    expect((await refusal(fetchImage(`${allowed.origin}/hop/1`))).code).toBe('IMAGE_FETCH_FAILED');
    expect((await fetchImage(`${allowed.origin}/hop/0`)).contentType).toBe('image/png');
  });

  it.each([301, 303, 307, 308])('follows a %i redirect', async (status) => {
    const image = await fetcher()(redirectTo(`${allowed.origin}/logo.png`, status));
    expect(image.contentType).toBe('image/png');
  });

  it.each([
    ['a private address', () => 'http://10.0.0.1/logo.png', '10.0.0.1'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['loopback', (port: number) => `http://127.0.0.1:${port}/logo.png`, '127.0.0.1'],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/logo.png`, '::1'],
  ])('refuses a redirect to %s before connecting', async (_name, target, address) => {
    const record = recorded();
    const error = await refusal(fetcher(record)(redirectTo(target(trap.port))));
    expect(error.code).toBe('IMAGE_HOST_FORBIDDEN');
    expect(record.asked.map((asked) => asked.address)).toEqual(['127.0.0.1', address]);
    expect(trap.connections()).toBe(0);
  });

  it('refuses a redirect to a host name that resolves to loopback', async () => {
    const record = recorded();
    const error = await refusal(
      fetcher(record)(redirectTo(`http://localhost:${trap.port}/logo.png`)),
    );
    expect(error.code).toBe('IMAGE_HOST_FORBIDDEN');
    expect(record.resolved).toEqual(['localhost']);
    expect(trap.connections()).toBe(0);
  });

  it.each(['ftp://127.0.0.1/logo.png', 'file:///etc/passwd', 'data:image/png;base64,iVBORw0KGgo='])(
    'refuses a redirect to %s',
    async (target) => {
      const error = await refusal(fetcher()(redirectTo(target)));
      expect(error.code).toBe('IMAGE_URL_INVALID');
    },
  );

  it('answers 502 for a redirect without a Location', async () => {
    const error = await refusal(fetcher()(`${allowed.origin}/redirect`));
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
  });
});

describe('safe image fetcher: content', () => {
  it('takes SVG declared as SVG', async () => {
    const image = await fetcher()(`${allowed.origin}/logo.svg`);
    expect(image.contentType).toBe('image/svg+xml');
    expect(Buffer.from(image.bytes).equals(sampleSvg)).toBe(true);
  });

  it('believes the bytes over the header between raster formats', async () => {
    const image = await fetcher()(`${allowed.origin}/png-as-jpeg`);
    expect(image.contentType).toBe('image/png');
  });

  it.each([
    ['text/html', '/page.html'],
    ['HTML bytes under an image/png header', '/html-as-png'],
    ['SVG bytes under an image/png header', '/svg-as-png'],
    ['no Content-Type', '/no-type'],
    ['an empty body', '/empty.png'],
  ])('refuses %s with 415', async (_name, path) => {
    const error = await refusal(fetcher()(`${allowed.origin}${path}`));
    expect(error.code).toBe('IMAGE_TYPE_UNSUPPORTED');
    expect(error.status).toBe(415);
  });

  it('answers 502 for an upstream error status', async () => {
    const error = await refusal(fetcher()(`${allowed.origin}/missing.png`));
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
    expect(error.reason).toBe('upstream status 404');
  });
});

describe('safe image fetcher: size', () => {
  it.each([
    ['an honest Content-Length', '/big-with-length'],
    ['chunked, without Content-Length', '/big-chunked'],
    ['a body that ends with the connection', '/big-until-close'],
  ])('refuses a body over 5 MB with %s', async (_name, path) => {
    const error = await refusal(fetcher()(`${allowed.origin}${path}`));
    expect(error.code).toBe('IMAGE_TOO_LARGE');
    expect(error.status).toBe(413);
  });

  it('refuses on a Content-Length over the limit without waiting for the body', async () => {
    const started = performance.now();
    const error = await refusal(fetcher({ timeoutMs: 3_000 })(`${allowed.origin}/claims-huge`));
    expect(error.code).toBe('IMAGE_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reads no more than a Content-Length that understates the body', async () => {
    const image = await fetcher()(`${allowed.origin}/understates-length`);
    expect(image.bytes.byteLength).toBe(100);
  });

  it('takes a body of exactly the limit and refuses one byte more', async () => {
    const fetchImage = fetcher({ maxBytes: 1_000 });
    expect((await fetchImage(`${allowed.origin}/bytes?size=1000`)).bytes.byteLength).toBe(1_000);
    const error = await refusal(fetchImage(`${allowed.origin}/bytes?size=1001`));
    expect(error.code).toBe('IMAGE_TOO_LARGE');
  });
});

describe('safe image fetcher: time', () => {
  it.each([
    ['a server that never answers', '/never-answers'],
    ['a body that stalls', '/stalls-in-body'],
    ['redirects that are each slow but together too slow', '/slow-redirect?left=3'],
  ])('gives up on %s with 504', async (_name, path) => {
    const started = performance.now();
    const error = await refusal(fetcher({ timeoutMs: 300 })(`${allowed.origin}${path}`));
    expect(error.code).toBe('IMAGE_FETCH_TIMEOUT');
    expect(error.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives up on a resolver that never answers', async () => {
    const fetchImage = fetcher({ timeoutMs: 200, lookup: () => new Promise(() => {}) });
    const error = await refusal(fetchImage('http://images.invalid/logo.png'));
    expect(error.code).toBe('IMAGE_FETCH_TIMEOUT');
  });
});

describe('safe image fetcher: https', () => {
  const lookup: LookupHost = async (hostname) =>
    hostname === 'images.test' ? [{ address: '127.0.0.1', family: 4 }] : [];

  it('connects to the checked address and checks the certificate against the host name', async () => {
    const image = await fetcher({ lookup, ca: testCertificate })(
      `https://images.test:${tls.port}/logo.png`,
    );
    expect(image.contentType).toBe('image/png');
    expect(tls.requests.at(-1)).toEqual({
      path: '/logo.png',
      host: `images.test:${tls.port}`,
      servername: 'images.test',
    });
  });

  it('refuses a certificate no authority vouches for', async () => {
    const error = await refusal(fetcher({ lookup })(`https://images.test:${tls.port}/logo.png`));
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
  });

  it('refuses a certificate made out to another name', async () => {
    const error = await refusal(
      fetcher({ lookup, ca: testCertificate })(`https://127.0.0.1:${tls.port}/logo.png`),
    );
    expect(error.code).toBe('IMAGE_FETCH_FAILED');
  });
});

describe('safe image fetcher: cache', () => {
  const requestsFor = (path: string) => allowed.requests.filter((r) => r.path === path).length;

  it('answers a second call from the cache, with bytes of its own', async () => {
    const fetchImage = createSafeFetcher({ isAddressAllowed: testPolicy });
    const url = `${allowed.origin}/logo.png?cache=1`;
    const first = await fetchImage(url);
    first.bytes.fill(0);
    const second = await fetchImage(url);
    expect(Buffer.from(second.bytes).equals(samplePng)).toBe(true);
    expect(requestsFor('/logo.png?cache=1')).toBe(1);
  });

  it('shares one download between calls at the same time', async () => {
    const fetchImage = createSafeFetcher({ isAddressAllowed: testPolicy });
    const url = `${allowed.origin}/logo.png?cache=2`;
    const images = await Promise.all([fetchImage(url), fetchImage(url), fetchImage(url)]);
    expect(images.map((image) => image.contentType)).toEqual(Array(3).fill('image/png'));
    expect(requestsFor('/logo.png?cache=2')).toBe(1);
  });

  it('fetches again once an entry is older than its time to live', async () => {
    let now = 1_000;
    const fetchImage = createSafeFetcher({
      isAddressAllowed: testPolicy,
      cache: { maxBytes: 1024 * 1024, ttlMs: 60_000, now: () => now },
    });
    const url = `${allowed.origin}/logo.png?cache=3`;
    await fetchImage(url);
    now = 61_000;
    await fetchImage(url);
    expect(requestsFor('/logo.png?cache=3')).toBe(1);
    now = 61_001;
    await fetchImage(url);
    expect(requestsFor('/logo.png?cache=3')).toBe(2);
  });

  it('keeps no more bytes than allowed, dropping the least recently used', async () => {
    const fetchImage = createSafeFetcher({
      isAddressAllowed: testPolicy,
      cache: { maxBytes: samplePng.length, ttlMs: 60_000 },
    });
    await fetchImage(`${allowed.origin}/a.png?cache=4`);
    await fetchImage(`${allowed.origin}/b.png?cache=4`);
    await fetchImage(`${allowed.origin}/b.png?cache=4`);
    await fetchImage(`${allowed.origin}/a.png?cache=4`);
    expect(requestsFor('/a.png?cache=4')).toBe(2);
    expect(requestsFor('/b.png?cache=4')).toBe(1);
  });

  it('does not keep failures', async () => {
    const fetchImage = createSafeFetcher({ isAddressAllowed: testPolicy });
    const url = `${allowed.origin}/flaky.png`;
    expect((await refusal(fetchImage(url))).code).toBe('IMAGE_FETCH_FAILED');
    expect((await fetchImage(url)).contentType).toBe('image/png');
  });
});
