/**
 * Reads an RFC 822 mail (an outbox .eml file, or what an SMTP server received) the way a mail
 * program does: unfolded headers with encoded words decoded, multipart bodies split, and
 * quoted-printable or base64 undone. UTF-8 only, which is all the app sends.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const softened = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softened.length; i += 1) {
    const char = softened[i] ?? '';
    const hex = softened.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words (RFC 2047); whitespace between two is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data, true),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))));
}

export function parseEml(raw: string | Buffer): ParsedMail {
  const root = splitPart(raw.toString());
  const parts = leaves(root);
  const ofType = (type: string) =>
    parts.find((part) =>
      (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
  const text = ofType('text/plain');
  const html = ofType('text/html');
  const header = (name: string) => decodeEncodedWords(root.headers.get(name) ?? '');
  return {
    headers: root.headers,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    text: text ? decodeBody(text).replace(/\n$/, '') : '',
    html: html ? decodeBody(html) : undefined,
  };
}
