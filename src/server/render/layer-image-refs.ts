import type { SvgNode } from '#shared/render/svg-tree.ts';

/**
 * The image references of a layer (layer-images.ts) as plain code: which images it draws at
 * which size, and the layer with their bytes inlined as data URLs. Without the resolver, so the
 * layout thread (layout.worker.ts) inlines the images the main thread resolved for it.
 */
export interface WantedImage {
  /** Largest width or height the image is drawn at, in output pixels. */
  maxPixels: number;
  /** The image's name in the layer while its bytes are looked for. */
  key: string;
}

const imageHost = 'https://matchpost.invalid/image/';

/** Every image href with the largest size it is drawn at, in output pixels. */
export function collectImages(node: SvgNode, scale: number, out: Map<string, WantedImage>): void {
  if (node.tag === 'image' && typeof node.attrs.href === 'string') {
    const size = Math.max(Number(node.attrs.width) || 0, Number(node.attrs.height) || 0) * scale;
    const known = out.get(node.attrs.href);
    if (known) known.maxPixels = Math.max(known.maxPixels, size);
    else out.set(node.attrs.href, { maxPixels: size, key: `${imageHost}${out.size}` });
  }
  for (const child of node.children ?? []) collectImages(child, scale, out);
}

/** The node with image hrefs swapped for their bytes; images without bytes are left out. */
export function replaceImages(
  node: SvgNode,
  images: ReadonlyMap<string, { key: string }>,
  resolved: ReadonlyMap<string, Uint8Array>,
): SvgNode | null {
  if (node.tag === 'image' && typeof node.attrs.href === 'string') {
    const key = images.get(node.attrs.href)?.key;
    const bytes = key ? resolved.get(key) : undefined;
    if (!bytes) return null;
    return {
      ...node,
      attrs: {
        ...node.attrs,
        href: `data:image/png;base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`,
      },
    };
  }
  if (!node.children) return node;
  const children = node.children
    .map((child) => replaceImages(child, images, resolved))
    .filter((child) => child !== null);
  return { ...node, children };
}
