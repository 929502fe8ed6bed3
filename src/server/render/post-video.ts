import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { SvgNode } from '#shared/render/svg-tree.ts';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import { holdLastPicture } from '#server/render/h264-hold.ts';
import {
  choreograph,
  countSteps,
  counted,
  ease,
  type Pose,
} from '#server/render/video-choreography.ts';
import {
  drawSprite,
  sprite,
  zoomed,
  type Sprite,
  type SpriteDrawing,
} from '#server/render/video-sprites.ts';

/**
 * The moving post (ADR 063, docs/export.md), made on a render thread: the still post's parts
 * drawn once, then moved frame by frame and piped as raw RGBA into FFmpeg (the binary of
 * `@ffmpeg-installer/ffmpeg`), which writes an MP4: H.264 yuv420p at 30 fps with a silent AAC
 * track at 48 kHz and its index at the front.
 *
 * The choreography comes from the post's own layers, so every look and template moves:
 * - the background (photo, colour, the look's ground) zooms slowly from 106 % to 100 %; a look's
 *   band on it (default's red blade, club's band and echoes) comes in by its cue on the ground
 *   before the ground is zoomed, and once in place joins it;
 * - a built-in look moves in its own way (ADR 066, look-moves.ts): its elements carry their cue
 *   (`data-cue`: header, a team, the score, facts, panels and rules), and the elements of a cue
 *   arrive as one: a team's plate, crest, name and score together; a result's score counts up;
 * - a template's element comes in as its 'Einblenden' says (`entrance`: none, fade, slide,
 *   count; written on its node as `data-entrance`), by default fading and sliding up, one after
 *   another in layer order within the first 2.2 s, a result's score ('3:2') counting from 0:0;
 * - from 2.5 s on, the still post itself (the same pixels as the PNG) holds to the end: it is
 *   drawn and encoded once, and each further frame is written as a frame that repeats it
 *   (h264-hold.ts), so the hold costs neither drawing nor encoding.
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
  codec: 'h264-superfast-nobframes-noaq-fullpel-cavlc-heldskip',
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

export interface VideoDrawing extends SpriteDrawing {
  /** The overlay's nodes in layer order, as the still draws them. */
  nodes: readonly SvgNode[];
  /** How many of the first nodes are a look's big shapes that move with its ground (splitBackdrop). */
  ground?: number;
  /** The built-in look the post is (its nodes carry their cues), or null for a template. */
  look: ThemeId | null;
  /** The prepared background (opaque RGBA). */
  background: Uint8Array;
  /** The still post (opaque RGBA): the last frame. */
  still: Uint8Array;
  /** Whether the score counts up (a result post). */
  countUp: boolean;
}

/** The path of the FFmpeg binary npm installed. */
export const ffmpegPath: string = ffmpegInstaller.path;

/**
 * The encoder's arguments, bounded: the frames come raw from the pipe at the post's size, the
 * H.264 stream (Annex B) goes out of the other pipe; nothing else is read or written.
 */
export function encoderArgs(width: number, height: number): string[] {
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
    '-filter:v',
    'format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'superfast',
    // No B-frames, look-ahead, scene cuts, adaptive quantisation or weighted prediction: a
    // fifth less encoder time (bench). Whole pixel motion search, no sub-partitions, trellis or
    // 8x8 transform: another fifth (4.6 to 3.8 s of encoder per video, the file 0.5 to 0.6 MB,
    // the last frame still within 3 of the still's pixels; bench video, quiet machine). CAVLC,
    // so the held still can be written without the encoder (h264-hold.ts).
    '-x264-params',
    x264Params,
    '-crf',
    String(VIDEO_SETTINGS.crf),
    '-maxrate',
    VIDEO_SETTINGS.maxrate,
    '-bufsize',
    '7000k',
    '-threads',
    '2',
    '-f',
    'h264',
    'pipe:1',
  ];
}

/**
 * The muxer's arguments: the whole H.264 stream from the pipe (copied, not encoded again) at
 * 30 fps, a silent AAC track at 48 kHz, cut to the video's length, the index at the front.
 */
export function muxerArgs(out: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-fflags',
    '+genpts',
    '-r',
    String(videoFps),
    '-f',
    'h264',
    '-i',
    'pipe:0',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=channel_layout=stereo:sample_rate=48000',
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'copy',
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
  'bframes=0:scenecut=0:rc-lookahead=0:sync-lookahead=0:aq-mode=0:weightp=0:subme=0:partitions=none:trellis=0:8x8dct=0:cabac=0';

type Ffmpeg = ChildProcessByStdio<Writable, Readable, Readable>;

/** FFmpeg with these arguments: what it writes to its pipe is collected, its errors' tail kept. */
function startFfmpeg(args: string[]) {
  const child: Ffmpeg = spawn(ffmpegPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const ended = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  // Handled now: a failed start ('error') must not end the thread while frames are drawn; it is
  // answered where the exit is awaited, or by the missing pid.
  ended.catch(() => {});
  // A broken pipe (FFmpeg stopped) is answered by its exit code.
  child.stdin.on('error', () => {});
  return {
    child,
    /** Its output once it has ended well; an error naming `what` otherwise. */
    async finished(what: string): Promise<Buffer> {
      const code = await ended;
      if (code !== 0) throw new Error(`the ${what} ended with ${code}: ${errors.trim()}`);
      return Buffer.concat(output);
    },
  };
}

/** Writes one frame; resolves once the pipe has taken it (its buffer may then be reused). */
function write(ffmpeg: Ffmpeg, frame: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    ffmpeg.stdin.write(frame, (error) => (error ? reject(error) : resolve()));
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
  const options = { look: drawing.look, countUp: drawing.countUp };
  // Each element drawn once (a score once per count step); those that draw nothing are left out.
  const drawn: { node: SvgNode; parts: (Sprite | null)[]; ground: boolean }[] = [];
  for (const [index, { node, count }] of choreograph(drawing.nodes, options).parts.entries()) {
    const parts = count
      ? Array.from({ length: countSteps + 1 }, (_, step) =>
          sprite(counted(node, step / countSteps), drawing),
        )
      : [sprite(node, drawing)];
    if (parts.some((part) => part !== null)) {
      drawn.push({ node, parts, ground: index < (drawing.ground ?? 0) });
    }
  }
  const plan = choreograph(
    drawn.map(({ node }) => node),
    options,
  );
  // A wipe shows its cue's columns (from the left of all its elements, or out from their
  // middle) or its rows from the top down.
  type Span = { left: number; right: number; top: number; bottom: number };
  const spans = new Map<string, Span>();
  drawn.forEach(({ parts }, index) => {
    const { cue } = plan.parts[index]!;
    for (const part of parts) {
      if (!part) continue;
      const span = spans.get(cue) ?? part;
      spans.set(cue, {
        left: Math.min(span.left, part.left),
        right: Math.max(span.right, part.right),
        top: Math.min(span.top, part.top),
        bottom: Math.max(span.bottom, part.bottom),
      });
    }
  });
  // The ground: the prepared background, and each of the look's big shapes once it is in place.
  const background = new Uint32Array(pixels);
  new Uint8Array(background.buffer).set(drawing.background.subarray(0, pixels * 4));
  const frames = [new Uint32Array(pixels), new Uint32Array(pixels)];
  const columns = new Int32Array(width);
  // The look's big shapes still coming in (indexes into `drawn`), and where the ground is put
  // together with them while they do.
  let coming = drawn.flatMap(({ ground }, at) => (ground ? [at] : []));
  const composed = coming.length > 0 ? new Uint32Array(pixels) : background;
  /** Whether a pose leaves its part at its own size (a scale this close draws the same). */
  const unscaled = (pose: Pose) => Math.abs(pose.scale - 1) < 0.005;
  /** A drawn part as its pose at `t` says, over `target` (RGBA of the canvas). */
  const place = (target: Uint8Array, at: number, pose: Pose) => {
    const { parts } = drawn[at]!;
    const part = parts.length > 1 ? parts[Math.round(pose.counted * countSteps)] : parts[0];
    if (!part || pose.shown <= 0) return;
    const span = spans.get(plan.parts[at]!.cue)!;
    const across = pose.wipe === 'left' || pose.wipe === 'centre';
    const shown = (span.right - span.left) * (across ? pose.reveal : 1);
    const middle = (span.left + span.right) / 2;
    drawSprite(target, width, height, part, {
      alpha: Math.round(pose.shown * 256),
      dx: Math.round(pose.dx * scale),
      dy: Math.round(pose.dy * scale),
      scale: unscaled(pose) ? 1 : pose.scale,
      clipFrom: Math.round(pose.wipe === 'centre' ? middle - shown / 2 : span.left),
      clipTo: Math.round(pose.wipe === 'centre' ? middle + shown / 2 : span.left + shown),
      ...(pose.wipe === 'down'
        ? { clipBelow: Math.round(span.top + (span.bottom - span.top) * pose.reveal) }
        : {}),
    });
  };
  /** Whether a pose is the still's (a part in place joins the ground for good). */
  const inPlace = (pose: Pose) =>
    pose.shown >= 1 &&
    pose.dx === 0 &&
    pose.dy === 0 &&
    unscaled(pose) &&
    pose.reveal >= 1 &&
    pose.counted >= 1;

  const dir = await mkdtemp(join(tmpdir(), 'matchpost-video-'));
  const out = join(dir, 'post.mp4');
  const encoder = startFfmpeg(encoderArgs(width, height));
  let running: Ffmpeg = encoder.child;
  try {
    if (encoder.child.pid === undefined) throw new Error('the encoder did not start');
    started({ pid: encoder.child.pid, dir });
    const motionSeconds = motionFrames / videoFps;
    let writing: Promise<void> = Promise.resolve();
    for (let index = 0; index < motionFrames; index++) {
      const t = index / videoFps;
      const frame = frames[index % 2] as Uint32Array;
      const bytes = new Uint8Array(frame.buffer);
      // The look's big shapes join the ground once in place (in layer order: none before one
      // still coming in); those coming in are put on a copy of it, so that they zoom with it.
      let frameGround = background;
      coming = coming.filter((at) => {
        const pose = plan.poseAt(at, t);
        if (frameGround === background && inPlace(pose)) {
          place(new Uint8Array(background.buffer), at, pose);
          return false;
        }
        if (frameGround === background) composed.set(background);
        frameGround = composed;
        place(new Uint8Array(composed.buffer), at, pose);
        return true;
      });
      zoomed(frameGround, frame, width, height, 1 + 0.06 * (1 - ease(t / motionSeconds)), columns);
      drawn.forEach(({ ground: onGround }, at) => {
        if (!onGround) place(bytes, at, plan.poseAt(at, t));
      });
      await writing;
      writing = write(encoder.child, bytes);
    }
    await writing;
    await write(encoder.child, drawing.still.subarray(0, pixels * 4));
    encoder.child.stdin.end();
    const stream = await encoder.finished('encoder');
    // The hold: the still's repeats written as skipped frames, then the whole stream copied
    // into the MP4 with its silent track.
    const muxer = startFfmpeg(muxerArgs(out));
    running = muxer.child;
    if (muxer.child.pid === undefined) throw new Error('the muxer did not start');
    started({ pid: muxer.child.pid, dir });
    muxer.child.stdin.end(holdLastPicture(stream, holdFrames - 1));
    await muxer.finished('muxer');
    return new Uint8Array(await readFile(out));
  } finally {
    if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}
