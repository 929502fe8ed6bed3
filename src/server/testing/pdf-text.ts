import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/**
 * The text of each page of a PDF, read back as a reader would: the page's content streams
 * decoded, each `<hex> Tj` of a font mapped to letters through that font's ToUnicode table. Each
 * drawn line is one string. Made for the PDFs pdf-lib writes with embedded TrueType fonts (two
 * bytes a glyph, a `bfchar` table); not a general PDF reader.
 */
const decoder = new TextDecoder();

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return decoder.decode(decodePDFRawStream(object).decode());
}

function utf16(hex: string): string {
  const units: number[] = [];
  for (let at = 0; at < hex.length; at += 4) units.push(parseInt(hex.slice(at, at + 4), 16));
  return String.fromCharCode(...units);
}

function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, code, text] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    if (code !== undefined && text !== undefined && code.length === 4) {
      map.set(code.toUpperCase(), utf16(text));
    }
  }
  return map;
}

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? doc.context.lookup(object) : object;
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = lookup(page.node.Resources()?.get(PDFName.of('Font')));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = lookup(ref);
        if (!(font instanceof PDFDict)) continue;
        fonts.set(
          name.asString(),
          unicodeMap(streamText(lookup(font.get(PDFName.of('ToUnicode'))))),
        );
      }
    }
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((item) => lookup(item)) : [contents];
    const content = streams.map(streamText).join('\n');
    const lines: string[] = [];
    let current = new Map<string, string>();
    for (const [, font, hex] of content.matchAll(
      /(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (font !== undefined) {
        current = fonts.get(font) ?? new Map();
      } else if (hex !== undefined) {
        let text = '';
        for (let at = 0; at < hex.length; at += 4) {
          text += current.get(hex.slice(at, at + 4).toUpperCase()) ?? '\uFFFD';
        }
        lines.push(text);
      }
    }
    return lines;
  });
}
