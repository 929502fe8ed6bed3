import {
  CROP_JPEG_QUALITY,
  cropRect,
  outputSize,
  ratioOf,
  type CropAspect,
  type CropState,
  type Rect,
  type Size,
} from '#client/components/crop/crop.ts';

/** What the crop worker is asked to do: the area of the picture and the size it is drawn at. */
export interface CropJob {
  file: File;
  rect: Rect;
  size: Size;
  quality: number;
}

export type CropAnswer = { blob: Blob } | { error: string };

/** The picture the crop dialog hands on: the cut JPEG, or the file itself ('Frei', or a failure). */
export interface CroppedPicture {
  file: File;
  cropped: boolean;
}

/**
 * The crop as a JPEG (quality 0.95), made on a worker thread: the dialog closes at once and the
 * page stays responsive while the picture is decoded, cut and encoded. 'free' hands back the file
 * itself; so does a failed crop (only logged, docs/product.md section 8).
 */
export async function cropPicture(
  file: File,
  natural: Size,
  aspect: CropAspect,
  crop: CropState,
): Promise<CroppedPicture> {
  if (aspect === 'free') return { file, cropped: false };
  const rect = cropRect(natural, ratioOf(aspect, natural), crop);
  try {
    const blob = await onWorker({
      file,
      rect,
      size: outputSize(rect, aspect),
      quality: CROP_JPEG_QUALITY,
    });
    const stem = file.name.replace(/\.[^.]+$/, '') || 'background';
    return {
      file: new File([blob], `${stem}-${aspect.replace(':', 'x')}.jpg`, { type: 'image/jpeg' }),
      cropped: true,
    };
  } catch (error) {
    console.error('crop failed', error);
    return { file, cropped: false };
  }
}

function onWorker(job: CropJob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./crop.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<CropAnswer>) => {
      done();
      if ('blob' in event.data) resolve(event.data.blob);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'the crop worker failed'));
    };
    worker.postMessage(job);
  });
}
