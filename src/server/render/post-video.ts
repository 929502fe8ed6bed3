import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { Resvg } from '@resvg/resvg-js';
import type { RenderedPost } from '#shared/render/render-post.ts';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import { bandSvg, layerBands } from '#server/render/band-layout.ts';
import { replaceImages, type WantedImage } from '#server/render/layer-image-refs.ts';
import { resvgOptions } from '#server/render/post-pixels.ts';
import {
  countSteps,
  counted,
  ease,
  entranceAt,
  entranceOf,
} from '#server/render/video-choreography.ts';
import type { ElementEntrance } from '#shared/templates/template-schema.ts';

/**
 * The moving post (ADR 063, docs/export.md), made on a render thread: the still post's parts
 * drawn once, then moved frame by frame and piped as raw RGBA into FFmpeg (the binary of
 * `@ffmpeg-installer/ffmpeg`), which writes an MP4: H.264 yuv420p at 30 fps with a silent AAC
 * track at 48 kHz and its index at the front.
 *
 * The choreography comes from the post's own layers, so every look and template moves:
 * - the background (photo, colour, the look's ground) zooms slowly from 106 % to 100 %;
 * - each element of the overlay (a node in layer order: a text, a crest, a panel) fades in and
 *   slides up a little, one after another in layer order, within the first 2.2 s;
 * - on a result post the score (a text that reads like '3:2') counts up from 0:0;
 * - a template's element may say otherwise ('Einblenden', `entrance`: none, fade, slide, count;
 *   the renderer writes it on the element's node as `data-entrance`);
 * - from 2.5 s on, the still post itself (the same pixels as the PNG) holds to the end: it is
 *   written once and the encoder repeats it, so the hold costs no drawing.
 */

export const videoFps = 30;
export const videoSeconds = 8;
/** Frames drawn one by one (the motion, 2.5 s); then the still. */
export const motionFrames = 75;
/** The still's frames: itself and its repeats to the end (5.5 s, at least the 3 s asked). */
export const holdFrames = videoFps * videoSeconds - motionFrames;
/** What one video may draw at most, in pixels over all its drawn frames (1080x1920, 76). */
export const maxVideoPixels = 1080 * 1920 * (motionFrames + 1);

/** The encoder's settings; they name the file's tag (export-conditions.ts). */
export const VIDEO_SETTINGS = {
  codec: 'h264-superfast-nobframes-noaq-fullpel',
  maxrate: '3500k',
  crf: 23,
  audio: 'aac-48k-silent',
  fps: videoFps,
  seconds: videoSeconds,
  motionFrames,
} as const;

/** How a video is told where its encoder is, so its budget can end it (render-pool.ts). */
export interface EncoderHandle {
  pid: number;
  /** The encoder's scratch folder, removed when the video is done or stopped. */
  dir: string;
}

export interface VideoDrawing {
  /** The laid-out post (its backdrop is in the background). */
  post: RenderedPost;
  /** The overlay's nodes in layer order, as the still draws them. */
  nodes: readonly SvgNode[];
  scale: number;
  fontDir: string;
  wanted: ReadonlyMap<string, WantedImage>;
  images: ReadonlyMap<string, Uint8Array>;
  /** The prepared background (opaque RGBA). */
  background: Uint8Array;
  /** The still post (opaque RGBA): the last frame. */
  still: Uint8Array;
  /** Whether the score counts up (a result post). */
  countUp: boolean;
}

/** One element drawn once: its rows (premultiplied RGBA, full width) and where it lies. */
interface Sprite {
  firstRow: number;
  rows: number;
  pixels: Uint8Array;
  /** Per row: the first and one past the last column with a pixel (equal: an empty row). */
  spans: Int32Array;
}

/** Draws one node alone, at its rows; null when it draws nothing. */
function sprite(node: SvgNode, drawing: VideoDrawing): Sprite | null {
  const { post, scale } = drawing;
  const width = Math.round(post.width * scale);
  const height = Math.round(post.height * scale);
  const ready = replaceImages(node, drawing.wanted, drawing.images);
  if (!ready) return null;
  const [band] = layerBands([ready], post.height, scale, height);
  if (!band || band.endRow <= band.firstRow) return null;
  const image = new Resvg(
    bandSvg(post, band, scale),
    resvgOptions(scale, post.fontFiles, drawing.fontDir),
  ).render();
  const rows = band.endRow - band.firstRow;
  if (image.width !== width || image.height !== rows) return null;
  const pixels = image.pixels;
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Uint8Array.from(pixels);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * rows);
  const spans = new Int32Array(rows * 2);
  let any = false;
  for (let row = 0; row < rows; row++) {
    const start = row * width;
    let first = 0;
    while (first < width && words[start + first] === 0) first++;
    let end = width;
    while (end > first && words[start + end - 1] === 0) end--;
    spans[row * 2] = first;
    spans[row * 2 + 1] = end;
    if (end > first) any = true;
  }
  return any ? { firstRow: band.firstRow, rows, pixels: aligned, spans } : null;
}

/** `sprite` over `frame` at `alpha` (0 to 256), moved down by `dy` rows. */
function drawSprite(
  frame: Uint8Array,
  width: number,
  height: number,
  part: Sprite,
  alpha: number,
  dy: number,
): void {
  const { pixels, spans } = part;
  for (let row = 0; row < part.rows; row++) {
    const y = part.firstRow + row + dy;
    if (y < 0 || y >= height) continue;
    const first = spans[row * 2] as number;
    const end = spans[row * 2 + 1] as number;
    let s = (row * width + first) * 4;
    let d = (y * width + first) * 4;
    for (let x = first; x < end; x++, s += 4, d += 4) {
      const sa = pixels[s + 3] as number;
      if (sa === 0) continue;
      const a = (sa * alpha) >> 8;
      const keep = 255 - a;
      frame[d] = ((((pixels[s] as number) * alpha) >> 8) + ((frame[d] as number) * keep) / 255) | 0;
      frame[d + 1] =
        ((((pixels[s + 1] as number) * alpha) >> 8) + ((frame[d + 1] as number) * keep) / 255) | 0;
      frame[d + 2] =
        ((((pixels[s + 2] as number) * alpha) >> 8) + ((frame[d + 2] as number) * keep) / 255) | 0;
    }
  }
}

/** The background zoomed by `zoom` (at least 1) about its centre, nearest pixel, into `frame`. */
function zoomed(
  source: Uint32Array,
  frame: Uint32Array,
  width: number,
  height: number,
  zoom: number,
  columns: Int32Array,
): void {
  if (zoom <= 1) {
    frame.set(source);
    return;
  }
  const cx = width / 2;
  const cy = height / 2;
  for (let x = 0; x < width; x++) {
    columns[x] = Math.min(width - 1, Math.floor(cx + (x + 0.5 - cx) / zoom));
  }
  for (let y = 0; y < height; y++) {
    const from = Math.min(height - 1, Math.floor(cy + (y + 0.5 - cy) / zoom)) * width;
    let to = y * width;
    for (let x = 0; x < width; x++) frame[to++] = source[from + (columns[x] as number)] as number;
  }
}

/** The path of the FFmpeg binary npm installed. */
export const ffmpegPath: string = ffmpegInstaller.path;

/**
 * The encoder's arguments, bounded: the frames come raw from the pipe at the post's size, the
 * last one is repeated to the length of the video, nothing is read but the pipe.
 */
export function encoderArgs(width: number, height: number, out: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-framerate',
    String(videoFps),
    '-i',
    'pipe:0',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=channel_layout=stereo:sample_rate=48000',
    '-filter:v',
    `format=yuv420p,tpad=stop_mode=clone:stop=${holdFrames - 1}`,
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'superfast',
    // No B-frames, look-ahead, scene cuts, adaptive quantisation or weighted prediction: a
    // fifth less encoder time (bench), the held still's frames cost least without them. Whole
    // pixel motion search, no sub-partitions, trellis or 8x8 transform: another fifth (4.6 to
    // 3.8 s of encoder per video, the file 0.5 to 0.6 MB, the last frame still within 3 of the
    // still's pixels; bench video, quiet machine).
    '-x264-params',
    x264Params,
    '-crf',
    String(VIDEO_SETTINGS.crf),
    '-maxrate',
    VIDEO_SETTINGS.maxrate,
    '-bufsize',
    '7000k',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '2',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ar',
    '48000',
    '-t',
    String(videoSeconds),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    out,
  ];
}

const x264Params =
  'bframes=0:scenecut=0:rc-lookahead=0:sync-lookahead=0:aq-mode=0:weightp=0:subme=0:partitions=none:trellis=0:8x8dct=0';

type Encoder = ChildProcessByStdio<Writable, null, Readable>;

/** Writes one frame; resolves once the pipe has taken it (its buffer may then be reused). */
function write(encoder: Encoder, frame: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    encoder.stdin.write(frame, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Makes the video of a drawn post. `started` is told the encoder's process and folder as soon as
 * it runs, so the render budget can stop it (render-pool.ts).
 */
export async function encodeVideo(
  drawing: VideoDrawing,
  started: (encoder: EncoderHandle) => void,
): Promise<Uint8Array> {
  const { post, scale } = drawing;
  const width = Math.round(post.width * scale);
  const height = Math.round(post.height * scale);
  // Bounded before anything is drawn: the pixels of every drawn frame.
  if (width * height * (motionFrames + 1) > maxVideoPixels) {
    throw new Error(`a video of ${width}x${height} is beyond the bound`);
  }
  const pixels = width * height;
  const sprites: { parts: (Sprite | null)[]; entrance: ElementEntrance }[] = [];
  for (const node of drawing.nodes) {
    const entrance = entranceOf(node, drawing.countUp);
    const parts =
      entrance === 'count'
        ? Array.from({ length: countSteps + 1 }, (_, step) =>
            sprite(counted(node, step / countSteps), drawing),
          )
        : [sprite(node, drawing)];
    if (parts.some((part) => part !== null)) sprites.push({ parts, entrance });
  }
  const background = new Uint32Array(pixels);
  new Uint8Array(background.buffer).set(drawing.background.subarray(0, pixels * 4));
  const frames = [new Uint32Array(pixels), new Uint32Array(pixels)];
  const columns = new Int32Array(width);

  const dir = await mkdtemp(join(tmpdir(), 'matchpost-video-'));
  const out = join(dir, 'post.mp4');
  const encoder = spawn(ffmpegPath, encoderArgs(width, height, out), {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  encoder.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const ended = new Promise<number | null>((resolve, reject) => {
    encoder.once('error', reject);
    encoder.once('close', (code) => resolve(code));
  });
  // Handled now: a failed start ('error') must not end the thread while frames are drawn; it is
  // answered where the exit is awaited, or by the missing pid below.
  ended.catch(() => {});
  // A broken pipe (the encoder stopped) is answered by its exit code below.
  encoder.stdin.on('error', () => {});
  try {
    if (encoder.pid === undefined) throw new Error('the encoder did not start');
    started({ pid: encoder.pid, dir });
    const motionSeconds = motionFrames / videoFps;
    const moving = sprites.filter((part) => part.entrance !== 'none').length;
    const stagger = moving > 1 ? Math.min(0.25, 1.5 / (moving - 1)) : 0;
    const slide = 28 * scale;
    let writing: Promise<void> = Promise.resolve();
    for (let index = 0; index < motionFrames; index++) {
      const t = index / videoFps;
      const frame = frames[index % 2] as Uint32Array;
      const bytes = new Uint8Array(frame.buffer);
      zoomed(background, frame, width, height, 1 + 0.06 * (1 - ease(t / motionSeconds)), columns);
      let order = 0;
      for (const { parts, entrance } of sprites) {
        const at = entranceAt(entrance, order, stagger, t);
        if (entrance !== 'none') order += 1;
        if (at.shown <= 0) continue;
        const part = parts[entrance === 'count' ? Math.round(at.counted * countSteps) : 0];
        if (!part) continue;
        drawSprite(
          bytes,
          width,
          height,
          part,
          Math.round(at.shown * 256),
          Math.round(at.below * slide),
        );
      }
      await writing;
      writing = write(encoder, bytes);
    }
    await writing;
    await write(encoder, drawing.still.subarray(0, pixels * 4));
    encoder.stdin.end();
    const code = await ended;
    if (code !== 0) throw new Error(`the encoder ended with ${code}: ${errors.trim()}`);
    return new Uint8Array(await readFile(out));
  } finally {
    if (encoder.exitCode === null && encoder.signalCode === null) encoder.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}
