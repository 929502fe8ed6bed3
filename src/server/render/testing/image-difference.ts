/**
 * How far two RGBA images of the same size lie apart: the mean difference of their colour
 * channels (0-255) and the pixels where a channel differs by more than `farAbove` levels, as a
 * count and as a share of all pixels. The goldens tolerate anti-aliasing with `farAbove` 64; the
 * rasteriser against resvg's own drawing holds to 32.
 */
export function imageDifference(actual: Uint8Array, expected: Uint8Array, farAbove: number) {
  let total = 0;
  let far = 0;
  for (let i = 0; i < actual.length; i += 4) {
    let worst = 0;
    for (let ch = 0; ch < 3; ch++) {
      const d = Math.abs((actual[i + ch] as number) - (expected[i + ch] as number));
      total += d;
      worst = Math.max(worst, d);
    }
    if (worst > farAbove) far++;
  }
  const pixels = actual.length / 4;
  return { meanDiff: total / (pixels * 3), farPixels: far, farShare: far / pixels };
}
