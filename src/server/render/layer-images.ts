import type { SvgNode } from '#shared/render/svg-tree.ts';
import type { Logger } from '#server/logging/logger.ts';
import { ImageUnavailableError, type ImageResolver } from '#server/render/image-resolver.ts';
import { collectImages, replaceImages, type WantedImage } from '#server/render/layer-image-refs.ts';

/**
 * The images of a layer resolved before resvg sees it (resvg never fetches or reads files): each
 * href becomes a PNG at the size it is drawn, inlined as a data URL so that every band can render
 * on its own thread. An image that cannot be had is left out (docs/product.md section 8).
 */
export interface LayerImageDeps {
  images: ImageResolver;
  logger?: Logger;
}

export async function inlineLayerImages(
  nodes: SvgNode[],
  scale: number,
  userId: string | null | undefined,
  deps: LayerImageDeps,
): Promise<SvgNode[]> {
  const wanted = new Map<string, WantedImage>();
  for (const node of nodes) collectImages(node, scale, wanted);
  const resolved = await resolveLayerImages(wanted, userId, deps);
  return nodes.map((node) => replaceImages(node, wanted, resolved)).filter((n) => n !== null);
}

/** The bytes of the images a layer draws, by their keys; an image that cannot be had is left out. */
export async function resolveLayerImages(
  wanted: ReadonlyMap<string, WantedImage>,
  userId: string | null | undefined,
  { images, logger }: LayerImageDeps,
): Promise<Map<string, Buffer>> {
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
  return resolved;
}
