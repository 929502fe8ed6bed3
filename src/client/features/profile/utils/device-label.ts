/** A short, human name for a session's device from its user agent: 'Chrome · macOS'. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    (/Edg\//.test(ua) && 'Edge') ||
    (/OPR\//.test(ua) && 'Opera') ||
    (/Firefox\//.test(ua) && 'Firefox') ||
    (/(Chrome|Chromium|CriOS)\//.test(ua) && 'Chrome') ||
    (/Safari\//.test(ua) && /Version\//.test(ua) && 'Safari') ||
    null;
  const system =
    (/iPhone|iPad|iPod/.test(ua) && 'iOS') ||
    (/Android/.test(ua) && 'Android') ||
    (/Windows/.test(ua) && 'Windows') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (ua.split(/[\s/]/)[0] || '—');
}
