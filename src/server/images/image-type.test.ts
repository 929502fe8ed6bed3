import { describe, expect, it } from 'vitest';
import { declaredImageType, sniffImageType } from '#server/images/image-type.ts';
import { plainPicture } from '#server/testing/pictures.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('knows a %s made by sharp', async (format, type) => {
    const bytes = await plainPicture(4, 4, '#0a7').toFormat(format).toBuffer();
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['a bare root', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      'a BOM, declaration, comment and doctype',
      '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
    ],
    ['a doctype with an internal subset', '<!DOCTYPE svg [<!ENTITY a "b">]><svg width="1">'],
  ])('knows an SVG with %s', (_name, source) => {
    expect(sniffImageType(text(source))).toBe('image/svg+xml');
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body><svg></svg></body></html>'],
    ['HTML starting with an svg tag name lookalike', '<svgx>'],
    ['XML with another root', '<?xml version="1.0"?><feed><svg/></feed>'],
    ['plain text', 'hello'],
    ['nothing', ''],
  ])('refuses %s', (_name, source) => {
    expect(sniffImageType(text(source))).toBeNull();
  });

  it('refuses an ISO media file that is not AVIF (HEIC)', () => {
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...text('ftypheic'),
      0,
      0,
      0,
      0,
      ...text('mif1heic'),
    ]);
    expect(sniffImageType(heic)).toBeNull();
    const avifByCompatibleBrand = new Uint8Array([
      0,
      0,
      0,
      24,
      ...text('ftypmif1'),
      0,
      0,
      0,
      0,
      ...text('miafavif'),
    ]);
    expect(sniffImageType(avifByCompatibleBrand)).toBe('image/avif');
  });
});

describe('declaredImageType', () => {
  it('reads the media type of a Content-Type header', () => {
    expect(declaredImageType('image/PNG; charset=binary')).toBe('image/png');
    expect(declaredImageType('image/svg+xml')).toBe('image/svg+xml');
    expect(declaredImageType('image/jpg')).toBe('image/jpeg');
  });

  it('refuses everything else', () => {
    expect(declaredImageType('text/html')).toBeNull();
    expect(declaredImageType('image/tiff')).toBeNull();
    expect(declaredImageType('application/octet-stream')).toBeNull();
    expect(declaredImageType(undefined)).toBeNull();
  });
});
