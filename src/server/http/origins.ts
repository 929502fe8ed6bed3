const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the app answers for. Always APP_URL's origin; outside production, when APP_URL
 * names this machine, the other loopback spellings on the same port too, so a first run opened
 * at 127.0.0.1 instead of localhost (or the other way round) signs in all the same.
 */
export function acceptedOrigins(appUrl: string, isProduction: boolean): string[] {
  const app = new URL(appUrl);
  if (isProduction || !loopbackHosts.includes(app.hostname)) return [app.origin];
  const port = app.port ? `:${app.port}` : '';
  const others = loopbackHosts
    .filter((host) => host !== app.hostname)
    .map((host) => `${app.protocol}//${host}${port}`);
  return [app.origin, ...others];
}

/** The origin of a URL, or undefined when it is none. */
export function originOf(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
