import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { publicAddressesOnly, type AddressPolicy } from '#server/images/address-policy.ts';
import { ImageFetchError } from '#server/images/image-fetch-error.ts';
import {
  declaredImageType,
  imageContentTypes,
  sniffImageType,
  type ImageContentType,
} from '#server/images/image-type.ts';

export interface FetchedImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: ImageContentType;
}

/** Fetches a remote image or throws an ImageFetchError. */
export type ImageFetcher = (url: string) => Promise<FetchedImage>;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. */
export type LookupHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetcherOptions {
  /** Asked for every address of every connection; public addresses only by default. */
  isAddressAllowed?: AddressPolicy;
  /** The system resolver by default. */
  lookup?: LookupHost;
  /** For the whole fetch: resolving, connecting, every redirect and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Successful fetches are kept by URL; false turns the cache off. */
  cache?: { maxBytes: number; ttlMs: number; now?: () => number } | false;
  /** Extra trusted certificate authorities for https (tests); the system's roots otherwise. */
  ca?: string | Buffer;
}

export const imageFetchDefaults = {
  timeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  cache: { maxBytes: 64 * 1024 * 1024, ttlMs: 15 * 60 * 1000 },
} as const;

const maxUrlLength = 2048;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** The system resolver (getaddrinfo: hosts file, then DNS), every address it knows. */
export const systemLookup: LookupHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

function parseImageUrl(raw: string, base?: URL): URL {
  if (raw.length > maxUrlLength) {
    throw new ImageFetchError('IMAGE_URL_INVALID', `url longer than ${maxUrlLength} characters`);
  }
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new ImageFetchError('IMAGE_URL_INVALID', 'not a url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImageFetchError('IMAGE_URL_INVALID', `scheme ${url.protocol} not allowed`);
  }
  if (url.username || url.password) {
    throw new ImageFetchError('IMAGE_URL_INVALID', 'credentials in url');
  }
  url.hash = '';
  return url;
}

/** The host of a URL as the resolver and the policy see it: IPv6 literals lose their brackets. */
function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** Rejects when the signal aborts, for steps that take no signal themselves. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Settings {
  isAddressAllowed: AddressPolicy;
  lookup: LookupHost;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  ca: string | Buffer | undefined;
}

/**
 * Every address of the URL's host, each one allowed by the policy. The connection then goes to
 * one of exactly these addresses, so a second, different DNS answer (rebinding) never counts.
 */
async function checkedAddresses(
  url: URL,
  settings: Settings,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  const hostname = bareHostname(url);
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await abortable(settings.lookup(hostname), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ImageFetchError('IMAGE_FETCH_FAILED', `could not resolve ${hostname}`);
    }
  }
  if (addresses.length === 0) {
    throw new ImageFetchError('IMAGE_FETCH_FAILED', `no address for ${hostname}`);
  }
  const port = defaultPort(url);
  for (const { address, family } of addresses) {
    if (!settings.isAddressAllowed({ hostname, address, family, port })) {
      throw new ImageFetchError('IMAGE_HOST_FORBIDDEN', `${hostname} resolves to ${address}`);
    }
  }
  return addresses;
}

/** One GET to a checked address, answering once the response head is in. */
function requestAt(
  url: URL,
  { address, family }: ResolvedAddress,
  settings: Settings,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const hostname = bareHostname(url);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    // Connecting to the IP itself leaves Node nothing to resolve; the name travels in the Host
    // header and, for TLS, as SNI and the name the certificate is checked against.
    const request = (secure ? https : http).request(
      {
        host: address,
        family,
        port: defaultPort(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          host: url.host,
          accept: imageContentTypes.join(', '),
          'accept-encoding': 'identity',
          'user-agent': 'Matchpost-ImageFetcher/1',
        },
        agent: false,
        signal,
        ...(secure ? { servername: isIP(hostname) ? undefined : hostname, ca: settings.ca } : {}),
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Tries the checked addresses in the resolver's order until one answers. */
async function connect(
  url: URL,
  addresses: ResolvedAddress[],
  settings: Settings,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  let lastError: unknown;
  for (const address of addresses) {
    try {
      return await requestAt(url, address, settings, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
    }
  }
  const reason = lastError instanceof Error ? lastError.message : 'connection failed';
  throw new ImageFetchError('IMAGE_FETCH_FAILED', `${url.host}: ${reason}`);
}

/** Reads the body, giving up as soon as it grows past the limit, whatever the headers said. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new ImageFetchError('IMAGE_TOO_LARGE', `body over ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      // A fresh array rather than Buffer.concat: small Buffers share a pooled ArrayBuffer.
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new Error('connection closed before the body was complete'));
    });
  });
}

async function imageFrom(response: IncomingMessage, settings: Settings): Promise<FetchedImage> {
  const declared = declaredImageType(response.headers['content-type']);
  if (!declared) {
    response.destroy();
    throw new ImageFetchError(
      'IMAGE_TYPE_UNSUPPORTED',
      `content type ${response.headers['content-type'] ?? 'missing'}`,
    );
  }
  const length = Number(response.headers['content-length']);
  if (length > settings.maxBytes) {
    response.destroy();
    throw new ImageFetchError('IMAGE_TOO_LARGE', `content length ${length}`);
  }
  const bytes = await readBody(response, settings.maxBytes);
  const sniffed = sniffImageType(bytes);
  // Servers mix up PNG and JPEG often enough to trust the bytes between raster formats; but SVG
  // can carry script, so it passes only when the server declared it as such.
  if (!sniffed || (sniffed === 'image/svg+xml') !== (declared === 'image/svg+xml')) {
    throw new ImageFetchError(
      'IMAGE_TYPE_UNSUPPORTED',
      `declared ${declared}, bytes look like ${sniffed ?? 'no image'}`,
    );
  }
  return { bytes, contentType: sniffed };
}

async function fetchImage(start: URL, settings: Settings): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const { signal } = controller;
  let url = start;
  try {
    for (let redirects = 0; ; redirects++) {
      const addresses = await checkedAddresses(url, settings, signal);
      const response = await connect(url, addresses, settings, signal);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location)
          throw new ImageFetchError('IMAGE_FETCH_FAILED', `${status} without location`);
        if (redirects === settings.maxRedirects) {
          throw new ImageFetchError(
            'IMAGE_FETCH_FAILED',
            `more than ${settings.maxRedirects} redirects`,
          );
        }
        url = parseImageUrl(location, url);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new ImageFetchError('IMAGE_FETCH_FAILED', `upstream status ${status}`);
      }
      return await imageFrom(response, settings);
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) {
      throw new ImageFetchError('IMAGE_FETCH_TIMEOUT', `no image within ${settings.timeoutMs} ms`);
    }
    throw new ImageFetchError(
      'IMAGE_FETCH_FAILED',
      error instanceof Error ? error.message : String(error),
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one way the server loads a remote image (export, image proxy): http(s) only, every address
 * of every hop checked before connecting, at most `maxRedirects` redirects, image types only (by
 * header and by bytes), at most `maxBytes`, `timeoutMs` in total, successes cached by URL.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): ImageFetcher {
  const settings: Settings = {
    isAddressAllowed: options.isAddressAllowed ?? publicAddressesOnly,
    lookup: options.lookup ?? systemLookup,
    timeoutMs: options.timeoutMs ?? imageFetchDefaults.timeoutMs,
    maxBytes: options.maxBytes ?? imageFetchDefaults.maxBytes,
    maxRedirects: options.maxRedirects ?? imageFetchDefaults.maxRedirects,
    ca: options.ca,
  };
  const cacheOptions: SafeFetcherOptions['cache'] = options.cache ?? imageFetchDefaults.cache;
  // Bounded by the bytes it holds (the least recently used go first), each entry for its time.
  const cache = cacheOptions
    ? new LRUCache<string, FetchedImage>({
        maxSize: cacheOptions.maxBytes,
        sizeCalculation: (image) => Math.max(1, image.bytes.byteLength),
        ttl: cacheOptions.ttlMs,
        ttlResolution: 0,
        ...(cacheOptions.now ? { perf: { now: cacheOptions.now } } : {}),
      })
    : null;
  // Two exports asking for the same logo at once share one download.
  const inFlight = new Map<string, Promise<FetchedImage>>();

  // Callers get their own copy, so nobody can change the cached bytes under someone else.
  const copy = (image: FetchedImage): FetchedImage => ({
    bytes: image.bytes.slice(),
    contentType: image.contentType,
  });

  return async (raw) => {
    const url = parseImageUrl(raw);
    const key = url.href;
    const cached = cache?.get(key);
    if (cached) return copy(cached);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        try {
          const image = await fetchImage(url, settings);
          cache?.set(key, image);
          return image;
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, pending);
    }
    return copy(await pending);
  };
}

let shared: ImageFetcher | undefined;

/** The process-wide fetcher with the production policy; export and image proxy share its cache. */
export function sharedImageFetcher(): ImageFetcher {
  shared ??= createSafeFetcher();
  return shared;
}
