/**
 * Editor defaults (docs/product.md section 9) and the editor's feel. New elements are centred across the
 * canvas unless a position is given.
 */
export const editorDefaults = {
  /** A new text's look; its words come from the interface language (the toolbar passes them). */
  text: {
    fontSize: 48,
    fontFamily: 'Bebas Neue',
    fill: '#ffffff',
    fontWeight: 900,
    textAnchor: 'middle',
    y: 200,
  },
  logo: { width: 200, height: 200, y: 100 },
  dataText: { y: 300 },
  dataImage: { width: 189, height: 189, x: 400, y: 500 },
  /** A 'Sponsor' slot: wide, as most sponsors' wordmarks are (a square logo fits it too). */
  sponsorImage: { width: 320, height: 128, x: 380, y: 500 },
  /** The shape tools' first shape: white, so it shows on the dark default background. */
  shapes: {
    rect: { width: 400, height: 240, y: 200, fill: '#ffffff', rx: 0 },
    ellipse: { width: 300, height: 300, y: 200, fill: '#ffffff' },
    line: { dx: 400, y: 300, stroke: '#ffffff', strokeWidth: 8 },
  },
  backgroundColor: '#1a1a1a',
} as const;

/** Paste and duplicate put the copy this far right and down of the original. */
export const pasteOffset = 20;
export const nudge = 1;
export const bigNudge = 10;
/** Snapping reaches this far on screen, whatever the zoom. */
export const snapScreenPixels = 6;
/** A press becomes a drag after the pointer moved this far on screen. */
export const dragThreshold = 3;
/** How near (on screen) a press must be to a handle to grab it. */
export const handleScreenRadius = 8;
/** Undo keeps this many steps. */
export const historyLimit = 200;
