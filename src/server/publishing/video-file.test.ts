import { describe, expect, it } from 'vitest';
import { mp4Size } from '#server/publishing/video-file.ts';

/** One MP4 box: its size, its type, its body. */
function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
}

/** A version-0 track header whose last eight bytes are width and height in 16.16. */
function tkhd(width: number, height: number): Buffer {
  const body = Buffer.alloc(84);
  body.writeUInt32BE(width * 65_536, 76);
  body.writeUInt32BE(height * 65_536, 80);
  return box('tkhd', body);
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));

describe('mp4Size', () => {
  it("reads the picture's size from the video track, past a sound track without one", () => {
    const file = Buffer.concat([
      ftyp,
      box(
        'moov',
        box('mvhd', Buffer.alloc(100)),
        box('trak', tkhd(0, 0)),
        box('trak', tkhd(1080, 1350)),
      ),
      box('mdat', Buffer.alloc(64)),
    ]);
    expect(mp4Size(file)).toEqual({ width: 1080, height: 1350 });
  });

  it('answers null for what is no MP4, or a box that claims more than the file has', () => {
    expect(mp4Size(Buffer.from('\xff\xd8\xff\xe0 not a video', 'latin1'))).toBeNull();
    expect(mp4Size(Buffer.alloc(0))).toBeNull();
    const cut = Buffer.concat([ftyp, box('moov', box('trak', tkhd(1080, 1920)))]);
    expect(mp4Size(cut.subarray(0, cut.length - 10))).toBeNull();
    expect(mp4Size(Buffer.concat([ftyp, box('moov')]))).toBeNull();
  });
});
