/**
 * The size a new image gets on the canvas: its own proportions within the default box (docs/product.md
 * section 9: 200x200), or the default box when the picture cannot be measured.
 */
export function fitInto(
  natural: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  if (natural.width <= 0 || natural.height <= 0) return { width: box.width, height: box.height };
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  return {
    width: Math.round(natural.width * scale),
    height: Math.round(natural.height * scale),
  };
}

export function imageSizeFor(
  href: string,
  box: { width: number; height: number },
): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => resolve({ ...box }), 5000);
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(fitInto({ width: image.naturalWidth, height: image.naturalHeight }, box));
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      resolve({ ...box });
    };
    image.src = href;
  });
}
