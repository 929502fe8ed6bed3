import { describe, expect, it } from 'vitest';
import { importSvg, type SvgImportSuccess } from '#shared/templates/svg-import.ts';
import { maxRules, maxVisited, parseRules } from '#shared/templates/svg-import-styles.ts';
import { sanitiseSvgConfig } from '#shared/templates/svg-sanitise.ts';
import { svgConfigSchema, type TemplateElement } from '#shared/templates/template-schema.ts';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** As Illustrator exports: DOCTYPE, classes in <style>, a gradient, nested transforms, tspans. */
const illustrator = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Ebene_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 1080 1350" style="enable-background:new 0 0 1080 1350;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#0B1F3A;}
	.st1{fill:url(#SVGID_1_);}
	.st2{fill:#FFFFFF;font-family:'BebasNeue-Regular';font-size:96px;}
	.st3{fill:none;stroke:#E30613;stroke-width:4;stroke-miterlimit:10;}
	.st4{opacity:0.5;}
</style>
<rect class="st0" width="1080" height="1350"/>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="900" x2="1080" y2="900">
	<stop  offset="0" style="stop-color:#E30613"/>
	<stop  offset="1" style="stop-color:#8B0000"/>
</linearGradient>
<rect y="800" class="st1" width="1080" height="200"/>
<g transform="translate(100 100)">
	<g transform="scale(2)">
		<circle class="st3" cx="50" cy="50" r="40"/>
	</g>
	<rect x="10" y="10" width="100" height="50" transform="rotate(45 60 35)" fill="red"/>
</g>
<text transform="matrix(1 0 0 1 540 200)" class="st2" text-anchor="middle">HEIMSPIEL</text>
<text transform="translate(100 1200)"><tspan x="0" y="0" class="st2">SAMSTAG</tspan><tspan x="0" y="60" class="st2" style="font-size:48px;font-weight:bold">19:30  UHR</tspan></text>
<g class="st4">
	<polygon points="0,0 100,0 50,80" fill="#ffd700" transform="translate(900 1100)"/>
	<line x1="0" y1="1300" x2="1080" y2="1300" stroke="white" stroke-width="2"/>
</g>
<switch>
	<foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0" y="0" width="1" height="1"><p>html</p></foreignObject>
	<image width="100" height="100" transform="matrix(0.5 0 0 0.5 800 50)" xlink:href="${png}"/>
</switch>
<path d="M10 10 h 50 v 50 z" fill="#00ff00"/>
</svg>`;

/** As Figma exports: width and height, fill="none" on the root, defs at the end. */
const figma = `<svg width="540" height="540" viewBox="0 0 1080 1080" fill="none" xmlns="http://www.w3.org/2000/svg">
<rect width="1080" height="1080" fill="#111111"/>
<g opacity="0.8">
<path d="M100 100L300 100L300 300Z" fill="url(#paint0_linear_1_2)"/>
<ellipse cx="540" cy="540" rx="100" ry="50" fill="#E30613"/>
</g>
<text fill="white" xml:space="preserve" style="white-space: pre" font-family="Inter" font-size="40" font-weight="600" letter-spacing="0em"><tspan x="80" y="900">Spieltag</tspan></text>
<defs>
<linearGradient id="paint0_linear_1_2" x1="100" y1="100" x2="300" y2="300" gradientUnits="userSpaceOnUse">
<stop stop-color="#00A3E0"/>
<stop offset="1" stop-color="#003B5C"/>
</linearGradient>
</defs>
</svg>`;

function imported(text: string, extra: Parameters<typeof importSvg>[0] = { text }) {
  const result = importSvg({ ...extra, text });
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

const byType = (result: SvgImportSuccess, type: TemplateElement['type']) =>
  result.elements.filter((e) => e.type === type);

/** Nothing that could run, load or leave the file, anywhere in the result. */
function expectHarmless(result: SvgImportSuccess) {
  const json = JSON.stringify(result.elements);
  expect(json).not.toMatch(/javascript|script|onload|onclick|onerror|evil|http:|https:|file:/i);
  expect(json).not.toMatch(/foreignObject|<|url\(/i);
  const config = svgConfigSchema.parse({ elements: result.elements });
  expect(sanitiseSvgConfig(config, { workspaceId: null }).problems).toEqual([]);
}

describe('a designer-style SVG (Illustrator)', () => {
  const result = imported(illustrator, { text: '', name: 'matchday.svg', type: 'image/svg+xml' });

  it('takes the canvas from the viewBox and the full-size rectangle as the background', () => {
    expect(result.canvas).toEqual({ width: 1080, height: 1350 });
    expect(result.backgroundColor).toBe('#0b1f3a');
    expect(
      byType(result, 'rect').some((r) => r.type === 'rect' && r.width === 1080 && r.y === 0),
    ).toBe(false);
  });

  it('counts what it found and imported, gradients as not importable', () => {
    expect(result.found).toEqual({ text: 3, images: 1, rectangles: 3, paths: 4, patterns: 1 });
    expect(result.imported).toEqual({ text: 3, images: 1, rectangles: 2, paths: 4, patterns: 0 });
    expect(result.notice).toEqual({ key: 'editor.svgImport.imported', values: result.imported });
  });

  it('resolves classes from <style>, a gradient fill to its first colour', () => {
    expect(byType(result, 'rect')).toContainEqual(
      expect.objectContaining({ x: 0, y: 800, width: 1080, height: 200, fill: '#e30613' }),
    );
  });

  it('applies nested group transforms to shapes', () => {
    const circle = result.elements.find(
      (e) => e.type === 'path' && e.stroke === '#e30613',
    ) as Extract<TemplateElement, { type: 'path' }>;
    expect(circle).toMatchObject({ x: 120, y: 120, fill: 'none', strokeWidth: 8 });
    const rotated = result.elements.find((e) => e.type === 'path' && e.fill === '#ff0000');
    // rotate(45) around the rect's centre (160, 135 after the group's translate).
    expect(rotated).toMatchObject({ type: 'path' });
    expect(rotated!.x).toBeCloseTo(160 - 75 / Math.SQRT2, 1);
    const triangle = result.elements.find((e) => e.type === 'path' && e.fill === '#ffd700');
    expect(triangle).toMatchObject({ x: 900, y: 1100, opacity: 0.5 });
    const line = result.elements.find((e) => e.type === 'path' && e.stroke === '#ffffff');
    expect(line).toMatchObject({ fill: 'none', strokeWidth: 2, opacity: 0.5 });
  });

  it('reads text with its font, size, colour, anchor and tspans', () => {
    expect(byType(result, 'text')).toEqual([
      expect.objectContaining({
        content: 'HEIMSPIEL',
        x: 540,
        y: 200,
        fontSize: 96,
        fontFamily: 'Bebas Neue',
        fill: '#ffffff',
        textAnchor: 'middle',
      }),
      expect.objectContaining({ content: 'SAMSTAG', x: 100, y: 1200, fontSize: 96 }),
      expect.objectContaining({
        content: '19:30 UHR',
        x: 100,
        y: 1260,
        fontSize: 48,
        fontWeight: 700,
        textAnchor: 'start',
      }),
    ]);
  });

  it('keeps an inline image with its transformed box and drops the foreignObject', () => {
    expect(byType(result, 'image')).toEqual([
      expect.objectContaining({ x: 800, y: 50, width: 50, height: 50, href: png }),
    ]);
    expect(result.removed).toContain('foreignObject');
  });

  it('turns relative path data into a path placed at its box', () => {
    const path = result.elements.find((e) => e.type === 'path' && e.fill === '#00ff00');
    expect(path).toMatchObject({ x: 10, y: 10, pathData: 'M0 0 L50 0 L50 50 Z' });
  });

  it('answers only elements the template schema and the save rules accept', () => {
    expectHarmless(result);
  });
});

describe('a designer-style SVG (Figma)', () => {
  const result = imported(figma);

  it('uses width and height as the canvas and scales the viewBox into it', () => {
    expect(result.canvas).toEqual({ width: 540, height: 540 });
    expect(result.backgroundColor).toBe('#111111');
    const ellipse = result.elements.find((e) => e.type === 'path' && e.fill === '#e30613');
    expect(ellipse).toMatchObject({ type: 'path', x: 220, y: 245, opacity: 0.8 });
  });

  it('reads the text of a tspan with its own position', () => {
    expect(byType(result, 'text')).toEqual([
      expect.objectContaining({
        content: 'Spieltag',
        x: 40,
        y: 450,
        fontSize: 20,
        fontWeight: 600,
        fill: '#ffffff',
        fontFamily: 'Arial',
      }),
    ]);
  });

  it('fits the drawing into the template format when asked', () => {
    const fitted = imported(figma, { text: '', name: 'post.svg' });
    const into = importSvg({ text: figma }, { fitTo: { width: 1080, height: 1350 } });
    expect(into.ok && into.canvas).toEqual({ width: 1080, height: 1350 });
    const text = into.ok ? byType(into, 'text')[0] : undefined;
    // 540 -> 1080 wide: twice the size, centred vertically (135 px above and below).
    expect(text).toMatchObject({ x: 80, y: 900 + 135, fontSize: 40 });
    expect(fitted.elements.length).toBe(into.ok ? into.elements.length : -1);
  });
});

describe('defaults and notices', () => {
  it('uses 1080x1080 and #1a1a1a when the file gives no size or background', () => {
    const result = imported(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect x="10" y="10" width="20" height="20"/></svg>',
    );
    expect(result.canvas).toEqual({ width: 1080, height: 1080 });
    expect(result.backgroundColor).toBe('#1a1a1a');
    expect(result.elements).toEqual([
      expect.objectContaining({
        type: 'rect',
        x: 10,
        y: 10,
        width: 20,
        height: 20,
        fill: '#000000',
      }),
    ]);
  });

  it('says nothing was imported, with the counts found, when only a background and gradients remain', () => {
    const result = imported(`<svg viewBox="0 0 100 100">
      <defs><radialGradient id="g"><stop stop-color="red"/></radialGradient><pattern id="p"/></defs>
      <rect x="0" y="0" width="100" height="95" fill="#222"/>
    </svg>`);
    expect(result.elements).toEqual([]);
    expect(result.notice).toEqual({
      key: 'editor.svgImport.nothingImported',
      values: { text: 0, images: 0, rectangles: 1, paths: 0, patterns: 2 },
    });
  });

  it('imports at most as many elements as a template holds', () => {
    const rects = Array.from(
      { length: 250 },
      (_, i) => `<rect x="${i}" y="0" width="1" height="1"/>`,
    );
    const result = imported(`<svg>${rects.join('')}</svg>`);
    expect(result.elements).toHaveLength(200);
    expect(result.truncated).toBe(true);
  });
});

describe('the four refusals', () => {
  it.each([
    [{ text: '<svg/>', name: 'logo.png', type: 'image/png' }, 'SVG_FILE_REQUIRED'],
    [{ text: '<svg/>', name: 'logo.svg', size: 5 * 1024 * 1024 + 1 }, 'SVG_FILE_TOO_LARGE'],
    [{ text: `<svg>${' '.repeat(5 * 1024 * 1024)}</svg>` }, 'SVG_FILE_TOO_LARGE'],
    [{ text: '<svg><g></svg>' }, 'SVG_PARSE_FAILED'],
    [{ text: 'not xml at all' }, 'SVG_PARSE_FAILED'],
    [{ text: '' }, 'SVG_PARSE_FAILED'],
    [{ text: '<html><body/></html>' }, 'SVG_ROOT_MISSING'],
  ])('refusal %#', (file, code) => {
    expect(importSvg(file)).toEqual({ ok: false, code });
  });
});

describe('hostile SVGs', () => {
  it('drops scripts and event handlers', () => {
    const result = imported(`<svg onload="alert(1)" xmlns="http://www.w3.org/2000/svg">
      <script>alert(document.cookie)</script>
      <script xlink:href="https://evil.example/x.js"/>
      <rect x="1" y="1" width="10" height="10" onclick="steal()" onmouseover="steal()"/>
      <handler type="application/ecmascript">alert(2)</handler>
      <animate attributeName="href" to="javascript:alert(3)"/>
      <set attributeName="onload" to="alert(4)"/>
    </svg>`);
    expect(result.elements).toHaveLength(1);
    expect(result.removed).toEqual(
      expect.arrayContaining(['svg@onload', 'script', 'rect@onclick', 'handler', 'animate', 'set']),
    );
    expectHarmless(result);
  });

  it('drops foreignObject with its HTML', () => {
    const result = imported(`<svg><foreignObject width="100" height="100">
      <body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/><img src="x" onerror="alert(1)"/></body>
    </foreignObject><text x="5" y="5">ok</text></svg>`);
    expect(result.elements.map((e) => e.type)).toEqual(['text']);
    expectHarmless(result);
  });

  it('imports no image from outside the file, nor SVG data images', () => {
    const result = imported(`<svg xmlns:xlink="http://www.w3.org/1999/xlink">
      <image href="https://evil.example/track.png" width="10" height="10"/>
      <image xlink:href="file:///etc/passwd" width="10" height="10"/>
      <image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" width="10" height="10"/>
      <image href="data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" width="10" height="10"/>
      <use href="https://evil.example/sprite.svg#icon"/>
      <rect width="10" height="10" x="20" y="20" style="fill:url(https://evil.example/p.svg#a)"/>
      <image href="${png}" width="10" height="10" x="50"/>
    </svg>`);
    expect(result.found.images).toBe(5);
    expect(byType(result, 'image')).toEqual([expect.objectContaining({ href: png, x: 50 })]);
    expect(result.removed).toEqual(expect.arrayContaining(['image@href', 'use']));
    expectHarmless(result);
  });

  it('imports no picture the export would leave out: a sliver, over 40 megapixels', () => {
    /** A PNG's signature and header saying `width` x `height`: all the import reads of it. */
    const header = (width: number, height: number) => {
      const bytes = new Uint8Array(32);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
      new DataView(bytes.buffer).setUint32(16, width);
      new DataView(bytes.buffer).setUint32(20, height);
      return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
    };
    const result = imported(`<svg>
      <image href="${header(1, 400_000)}" width="10" height="10"/>
      <image href="${header(8000, 6000)}" width="10" height="10"/>
      <image href="${header(2000, 100)}" width="10" height="10" x="50"/>
    </svg>`);
    expect(result.found.images).toBe(3);
    expect(byType(result, 'image')).toEqual([
      expect.objectContaining({ href: header(2000, 100), x: 50 }),
    ]);
  });

  it('drops javascript: links and keeps what they wrapped', () => {
    const result = imported(`<svg xmlns:xlink="http://www.w3.org/1999/xlink">
      <a href="javascript:alert(1)"><text x="10" y="10">Tickets</text></a>
      <a xlink:href="javascript:alert(2)"><rect x="1" y="1" width="5" height="5" fill="javascript:alert(3)"/></a>
    </svg>`);
    expect(result.elements.map((e) => e.type)).toEqual(['text', 'rect']);
    expectHarmless(result);
  });

  it('drops style rules that load from outside or run code', () => {
    const result = imported(`<svg><style>
      @import url(https://evil.example/x.css);
      @font-face { font-family: X; src: url(https://evil.example/f.woff); }
      .a { fill: url(https://evil.example/p.svg#g); stroke: #ff0000; }
      .b { fill: expression(alert(1)); }
      .c { fill: #00ff00 }
    </style>
    <rect class="a" x="1" y="1" width="5" height="5" stroke-width="2"/>
    <rect class="b c" x="10" y="1" width="5" height="5"/></svg>`);
    expect(byType(result, 'rect')).toEqual([
      expect.objectContaining({ x: 1, fill: '#000000', stroke: '#ff0000' }),
      expect.objectContaining({ x: 10, fill: '#00ff00' }),
    ]);
    expectHarmless(result);
  });

  it('refuses an external entity (XXE) without reading anything', () => {
    const xxe = `<?xml version="1.0"?>
      <!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <svg><text x="1" y="1">&xxe;</text></svg>`;
    expect(importSvg({ text: xxe })).toEqual({ ok: false, code: 'SVG_PARSE_FAILED' });
    const parameter = `<!DOCTYPE svg [<!ENTITY % remote SYSTEM "http://evil.example/x.dtd"> %remote;]><svg/>`;
    expect(importSvg({ text: parameter })).toEqual({ ok: false, code: 'SVG_PARSE_FAILED' });
  });

  it('refuses billion laughs at once', () => {
    const laughs = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const text = `<!DOCTYPE svg [<!ENTITY lol0 "lol">${laughs}]><svg><text>&lol9;</text></svg>`;
    // Refused before any entity is expanded: expanding it would be a thousand million words.
    expect(importSvg({ text })).toEqual({ ok: false, code: 'SVG_PARSE_FAILED' });
  });

  it('refuses entities nobody declared', () => {
    expect(importSvg({ text: '<svg><text>&nbsp;&xxe;</text></svg>' })).toEqual({
      ok: false,
      code: 'SVG_PARSE_FAILED',
    });
  });

  it('refuses nesting too deep to walk, without overflowing the stack', () => {
    const deep = `<svg>${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`;
    expect(importSvg({ text: deep })).toEqual({ ok: false, code: 'SVG_PARSE_FAILED' });
  });

  it('keeps attribute names such as __proto__ as plain data', () => {
    const result = imported(
      '<svg><rect __proto__="x" constructor="y" x="1" y="1" width="2" height="2"/></svg>',
    );
    expect(result.elements).toHaveLength(1);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('skips transforms it cannot read and coordinates far off the canvas', () => {
    const result = imported(`<svg>
      <rect transform="translate(10 10) evil()" width="5" height="5"/>
      <rect x="1e9" y="0" width="5" height="5"/>
      <path d="M0 0 L10 10 url(x)"/>
      <rect x="3" y="3" width="5" height="5"/>
    </svg>`);
    expect(result.elements).toEqual([expect.objectContaining({ type: 'rect', x: 3, y: 3 })]);
  });
});

describe('files that would cost much work', () => {
  // The work a file can cause is bounded by counts, not by a clock: at most `maxRules` style
  // rules are read, and at most `maxVisited` elements are walked and matched against them.
  it('reads at most maxRules style rules', () => {
    const sheet = Array.from({ length: 5000 }, (_, i) => `.c${i}{fill:#00ff00}`).join('');
    const rules = parseRules([sheet]);
    expect(rules).toHaveLength(maxRules);
    expect(rules.at(-1)?.classes).toEqual([`c${maxRules - 1}`]);
  });

  it('walks at most maxVisited elements: a shape after them is not read', () => {
    const groups = '<g/>'.repeat(maxVisited);
    const result = importSvg({
      text: `<svg><rect x="1" y="1" width="4" height="4"/>${groups}<rect x="2" y="2" width="4" height="4"/></svg>`,
    });
    expect(result.ok && result.truncated).toBe(true);
    expect(result.ok && result.elements).toEqual([expect.objectContaining({ type: 'rect', x: 1 })]);
  });

  it('reads a file of many rules and shapes to its first 200 elements', () => {
    const rules = Array.from({ length: 5000 }, (_, i) => `.c${i}{fill:#00ff00}`).join('');
    const shapes = Array.from(
      { length: 20_000 },
      (_, i) => `<rect class="c${i % 5000}" x="1" y="1" width="1" height="1"/>`,
    ).join('');
    const result = importSvg({ text: `<svg><style>${rules}</style>${shapes}</svg>` });
    expect(result.ok && result.truncated).toBe(true);
    expect(result.ok && result.elements.length).toBe(200);
  });
});
