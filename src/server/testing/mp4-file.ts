import { spawnSync } from 'node:child_process';
import { mp4Boxes } from '#server/publishing/video-file.ts';
import { ffmpegPath } from '#server/render/post-video.ts';

/**
 * Reads an MP4 back for the tests of the moving post (ADR 063): its boxes, parsed here (the order
 * of the index and the media, the codecs, sizes, rate and duration), and its frames, decoded by
 * the installed FFmpeg to raw RGB.
 */
export interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the box's content begins. */
  body: number;
}

/** The boxes between `start` and `end`, in order; a box running past its parent fails the test. */
export function boxes(file: Buffer, start = 0, end = file.length): Box[] {
  const found: Box[] = [...mp4Boxes(file, start, end)];
  const reached = found.at(-1)?.end ?? start;
  if (end - reached >= 8) throw new Error(`the box at ${reached} runs past its parent`);
  return found;
}

/** The one child of `parent` of this type. */
export function child(file: Buffer, parent: Box, type: string, offset = 0): Box {
  const found = boxes(file, parent.body + offset, parent.end).find((box) => box.type === type);
  if (!found) throw new Error(`no ${type} in ${parent.type}`);
  return found;
}

export interface Track {
  handler: string;
  /** The sample entry's type (avc1, mp4a) and whether an avcC box is inside it. */
  entry: string;
  avcC: boolean;
  width: number;
  height: number;
  timescale: number;
  duration: number;
  /** Audio: the sample rate. */
  sampleRate: number;
  /** The time-to-sample table: [count, delta] pairs. */
  stts: [number, number][];
}

/** The facts of an MP4 the tests check: box order, movie duration, the tracks. */
export function readMp4(file: Buffer) {
  const top = boxes(file);
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) throw new Error('no moov');
  const mvhd = child(file, moov, 'mvhd');
  const version = file[mvhd.body] as number;
  const timescale = file.readUInt32BE(mvhd.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1
      ? Number(file.readBigUInt64BE(mvhd.body + 24))
      : file.readUInt32BE(mvhd.body + 16);
  const tracks: Track[] = boxes(file, moov.body, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const tkhd = child(file, trak, 'tkhd');
      const sizeAt = tkhd.end - 8;
      const mdia = child(file, trak, 'mdia');
      const mdhd = child(file, mdia, 'mdhd');
      const mdhdVersion = file[mdhd.body] as number;
      const hdlr = child(file, mdia, 'hdlr');
      const stbl = child(file, child(file, mdia, 'minf'), 'stbl');
      const stsd = child(file, stbl, 'stsd');
      const [entry] = boxes(file, stsd.body + 8, stsd.end);
      if (!entry) throw new Error('no sample entry');
      const stts = child(file, stbl, 'stts');
      const count = file.readUInt32BE(stts.body + 4);
      const pairs: [number, number][] = [];
      for (let i = 0; i < count; i++) {
        const at = stts.body + 8 + i * 8;
        pairs.push([file.readUInt32BE(at), file.readUInt32BE(at + 4)]);
      }
      const handler = file.toString('latin1', hdlr.body + 8, hdlr.body + 12);
      // A visual sample entry's own fields take 78 bytes; an audio one's 28.
      const avcC =
        entry.type === 'avc1' &&
        boxes(file, entry.body + 78, entry.end).some((box) => box.type === 'avcC');
      return {
        handler,
        entry: entry.type,
        avcC,
        width: file.readUInt32BE(sizeAt) / 65536,
        height: file.readUInt32BE(sizeAt + 4) / 65536,
        timescale: file.readUInt32BE(mdhd.body + (mdhdVersion === 1 ? 20 : 12)),
        duration:
          mdhdVersion === 1
            ? Number(file.readBigUInt64BE(mdhd.body + 24))
            : file.readUInt32BE(mdhd.body + 16),
        sampleRate: entry.type === 'mp4a' ? file.readUInt32BE(entry.body + 24) / 65536 : 0,
        stts: pairs,
      };
    });
  return {
    order: top.map((box) => box.type),
    seconds: duration / timescale,
    tracks,
  };
}

/** What FFmpeg says of the file's streams (`ffmpeg -i`): its 'Stream #' lines. */
export function streamLines(path: string): string[] {
  const probe = spawnSync(ffmpegPath, ['-hide_banner', '-i', path], { encoding: 'utf8' });
  return probe.stderr.split('\n').filter((line) => line.includes('Stream #'));
}

/** One frame of `frameBytes` as raw RGB: the first, or the last (`last`). */
export function frameRgb(path: string, last: boolean, frameBytes: number): Buffer {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    ...(last ? ['-sseof', '-0.2'] : []),
    '-i',
    path,
    ...(last ? [] : ['-frames:v', '1']),
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ];
  const decoded = spawnSync(ffmpegPath, args, { maxBuffer: 64 * 2 ** 20 });
  if (decoded.status !== 0) throw new Error(`ffmpeg: ${decoded.stderr.toString()}`);
  const out = decoded.stdout;
  if (out.length < frameBytes) throw new Error(`ffmpeg gave ${out.length} bytes`);
  return out.subarray(out.length - frameBytes);
}

/** The mean absolute difference of two RGB pictures, per channel value (0 to 255). */
export function meanDifference(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) throw new Error(`sizes differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}
