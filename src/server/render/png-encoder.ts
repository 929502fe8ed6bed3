import { CompressionType, FilterType, Transformer } from '@napi-rs/image';

/**
 * PNG encoding of the finished post. Chosen by measurement at 2160x2700 (NOTES.md, bench/): the
 * fast deflate of @napi-rs/image with the Paeth filter is the quickest encoder here at a size
 * Instagram takes without complaint; sharp at zlib level 1 is slower and twice as large.
 */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  return Transformer.fromRgbaPixels(rgba, width, height).png({
    compressionType: CompressionType.Fast,
    filterType: FilterType.Paeth,
  });
}
