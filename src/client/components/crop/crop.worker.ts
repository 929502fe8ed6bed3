import type { CropAnswer, CropJob } from '#client/components/crop/crop-picture.ts';

/**
 * Cuts a picture off the page's thread: decodes the file (a phone's 24 MP photo takes a second
 * and more), draws the chosen area at the output size and encodes it as JPEG. On the page's
 * thread the decode blocked the crop dialog and the encode ran in idle slices for seconds more.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CropJob>) => void) | null;
  postMessage(answer: CropAnswer): void;
};

async function crop({ file, rect, size, quality }: CropJob): Promise<Blob> {
  const picture = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context for the crop');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      picture,
      rect.x,
      rect.y,
      rect.width,
      rect.height,
      0,
      0,
      size.width,
      size.height,
    );
    return await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } finally {
    picture.close();
  }
}

scope.onmessage = (event) => {
  crop(event.data).then(
    (blob) => scope.postMessage({ blob }),
    (error: unknown) =>
      scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
