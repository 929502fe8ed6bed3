import type { SvgNode } from '#shared/render/svg-tree.ts';
import type { Logger } from '#server/logging/logger.ts';
import { ImageUnavailableError, type ImageResolver } from '#server/render/image-resolver.ts';

/**
 * The images of a layer resolved before resvg sees it (resvg never fetches or reads files): each
 * href becomes a PNG at the size it is drawn, inlined as a data URL so that every band can render
 * on its own thread. An image that cannot be had is left out (docs/product.md section 8).
 */
export interface LayerImageDeps {
  images: ImageResolver;
  logger?: Logger;
}

interface WantedImage {
  maxPixels: number;
  key: string;
}

const imageHost = 'https://matchpost.invalid/image/';

export async function inlineLayerImages(
  nodes: SvgNode[],
  scale: number,
  userId: string | null | undefined,
  { images, logger }: LayerImageDeps,
): Promise<SvgNode[]> {
  const wanted = new Map<string, WantedImage>();
  for (const node of nodes) collectImages(node, scale, wanted);
  const resolved = new Map<string, Buffer>();
  await Promise.all(
    [...wanted].map(async ([href, { maxPixels, key }]) => {
      try {
        resolved.set(key, await images.prepared({ href, maxPixels, userId }));
      } catch (error) {
        const reason = error instanceof ImageUnavailableError ? error.message : String(error);
        logger?.warn('render: image skipped', { href: href.slice(0, 120), reason });
      }
    }),
  );
  return nodes.map((node) => replaceImages(node, wanted, resolved)).filter((n) => n !== null);
}

/** Every image href with the largest size it is drawn at, in output pixels. */
function collectImages(node: SvgNode, scale: number, out: Map<string, WantedImage>): void {
  if (node.tag === 'image' && typeof node.attrs.href === 'string') {
    const size = Math.max(Number(node.attrs.width) || 0, Number(node.attrs.height) || 0) * scale;
    const known = out.get(node.attrs.href);
    if (known) known.maxPixels = Math.max(known.maxPixels, size);
    else out.set(node.attrs.href, { maxPixels: size, key: `${imageHost}${out.size}` });
  }
  for (const child of node.children ?? []) collectImages(child, scale, out);
}

/** The node with image hrefs swapped for their bytes; images without bytes are left out. */
function replaceImages(
  node: SvgNode,
  images: Map<string, { key: string }>,
  resolved: Map<string, Buffer>,
): SvgNode | null {
  if (node.tag === 'image' && typeof node.attrs.href === 'string') {
    const key = images.get(node.attrs.href)?.key;
    const bytes = key ? resolved.get(key) : undefined;
    if (!bytes) return null;
    return {
      ...node,
      attrs: { ...node.attrs, href: `data:image/png;base64,${bytes.toString('base64')}` },
    };
  }
  if (!node.children) return node;
  const children = node.children
    .map((child) => replaceImages(child, images, resolved))
    .filter((child) => child !== null);
  return { ...node, children };
}
