import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { holdLastPicture, nalUnits } from '#server/render/h264-hold.ts';
import { ffmpegPath } from '#server/render/post-video.ts';

/**
 * The held still written as skipped frames (h264-hold.ts), read back by FFmpeg's own decoder:
 * a stream x264 made (every frame different), then the held frames; each decodes without an
 * error to exactly the last encoded picture. 100x60 is not a whole number of macroblocks, so
 * the size in macroblocks must come from the stream's parameter sets.
 */
const width = 100;
const height = 60;
const frameBytes = width * height * 3;

function ffmpeg(args: string[], input?: Uint8Array): { stdout: Buffer; stderr: string } {
  const run = spawnSync(ffmpegPath, ['-hide_banner', '-loglevel', 'warning', ...args], {
    input,
    maxBuffer: 64 * 2 ** 20,
  });
  if (run.status !== 0) throw new Error(`FFmpeg ended with ${run.status}: ${run.stderr}`);
  return { stdout: run.stdout, stderr: run.stderr.toString() };
}

/** `frames` frames of a moving test picture, encoded by x264 with these parameters. */
function encoded(frames: number, x264Params: string): Uint8Array {
  const { stdout } = ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=30`],
    ...['-frames:v', String(frames), '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
    ...['-preset', 'superfast', '-x264-params', x264Params, '-f', 'h264', 'pipe:1'],
  ]);
  return new Uint8Array(stdout);
}

/** The stream decoded to RGB frames; FFmpeg reporting any decoding error fails the test. */
function decoded(stream: Uint8Array): Buffer[] {
  const { stdout, stderr } = ffmpeg(
    [
      // A broken macroblock or reference ends the decoding instead of being concealed.
      ...['-err_detect', '+explode', '-f', 'h264', '-i', 'pipe:0', '-vsync', 'passthrough'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    stream,
  );
  expect(stderr).toBe('');
  expect(stdout.length % frameBytes).toBe(0);
  return Array.from({ length: stdout.length / frameBytes }, (_, i) =>
    stdout.subarray(i * frameBytes, (i + 1) * frameBytes),
  );
}

describe('holding the last picture of an H.264 stream', () => {
  it.each([
    [
      'order from the frame numbers (no B-frames, as the videos are made)',
      6,
      'bframes=0:weightp=0:cabac=0',
    ],
    ['order counted in the slices (B-frames before)', 4, 'bframes=1:b-adapt=0:weightp=0:cabac=0'],
  ])('repeats the last picture exactly: %s', (_, frames, params) => {
    const stream = encoded(frames, params);
    const before = decoded(stream);
    expect(before).toHaveLength(frames);
    // The test picture moves: the last two encoded frames differ.
    expect(before[frames - 1]!.equals(before[frames - 2]!)).toBe(false);

    const held = holdLastPicture(stream, 20);
    const after = decoded(held);
    expect(after).toHaveLength(frames + 20);
    after.slice(0, frames).forEach((frame, i) => expect(frame.equals(before[i]!)).toBe(true));
    after.slice(frames).forEach((frame) => expect(frame.equals(before[frames - 1]!)).toBe(true));
    // Each held frame skips every macroblock, 7 x 4 of them: mb_skip_run ue(28), the stop bit.
    // (A decoder conceals a macroblock left out, so the pictures alone would not show it.)
    const bits = [...nalUnits(held).at(-1)!.read().rbsp]
      .map((byte) => byte.toString(2).padStart(8, '0'))
      .join('');
    expect(bits).toMatch(/0000111011(0*)$/);
    // A few bytes a frame, against hundreds for an encoded one.
    expect(held.length - stream.length).toBeLessThan(20 * 16);
  });

  it('counts frame numbers past their wrap', () => {
    const stream = encoded(3, 'bframes=0:weightp=0:cabac=0');
    // x264 numbers frames in at least 4 bits: 300 held frames wrap them many times.
    const after = decoded(holdLastPicture(stream, 300));
    expect(after).toHaveLength(303);
    expect(after[302]!.equals(after[2]!)).toBe(true);
  });

  it('refuses what it cannot write right', () => {
    expect(() => holdLastPicture(encoded(3, 'bframes=0:weightp=0:cabac=1'), 5)).toThrow(/CAVLC/);
    expect(() => holdLastPicture(encoded(3, 'bframes=0:weightp=1:cabac=0'), 5)).toThrow(
      /weighted prediction/,
    );
    // Five frames with B-frames end on a B-frame, which nothing refers to.
    expect(() => holdLastPicture(encoded(5, 'bframes=1:b-adapt=0:weightp=0:cabac=0'), 5)).toThrow(
      /no reference/,
    );
    expect(() => holdLastPicture(new Uint8Array([1, 2, 3]), 5)).toThrow(/no picture/);
  });

  it('reads emulation prevention out of a unit and its start codes of three or four bytes', () => {
    const units = nalUnits(new Uint8Array([0, 0, 0, 1, 0x67, 0, 0, 3, 1, 9, 0, 0, 1, 0x68, 7]));
    expect(units.map((u) => [u.header, [...u.read().rbsp]])).toEqual([
      [0x67, [0, 0, 1, 9]],
      [0x68, [7]],
    ]);
  });
});
