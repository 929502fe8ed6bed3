/**
 * The web-standard globals shared code may use, because browsers and Node both have them (the
 * common minimum of WinterTC). The shared TypeScript project has no DOM and no Node types, so
 * anything else from either (`window`, `document`, `Buffer`, `process`) fails the typecheck.
 * Add a global here only when both runtimes have it.
 */

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  username: string;
  toString(): string;
  toJSON(): string;
}

declare const URL: {
  prototype: URL;
  new (url: string | URL, base?: string | URL): URL;
  canParse(url: string | URL, base?: string | URL): boolean;
};

/** Base64 of a string whose characters are all below U+0100. */
declare function btoa(data: string): string;
declare function atob(data: string): string;
