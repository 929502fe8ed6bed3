/**
 * The held still of a moving post, written as H.264 without encoding it (ADR 067): after the
 * encoder has made the motion and the still once, each further frame of the hold is a P frame
 * whose every macroblock is skipped, so the decoder shows the previous picture again. x264 spends
 * about 7 ms of CPU on each such frame of 1080x1920 only to find that nothing changed; here a
 * frame is a slice header and one number (a few bytes), the same pixels by the standard's
 * definition of a skipped macroblock (ITU-T H.264, 7.3.4 and 8.4.1.1).
 *
 * It reads what it must match from the encoder's own stream: the sequence and picture parameter
 * sets (the picture's size in macroblocks, how frames are numbered and ordered) and the last
 * slice's frame number and order count. It writes CAVLC slices, so the stream must be CAVLC
 * (x264 `cabac=0`), progressive, without weighted prediction, slice groups or redundant pictures:
 * anything else is refused with an error rather than written wrong.
 */

/** Reads the bits of one NAL unit's payload (emulation prevention removed). */
class BitReader {
  private position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  bit(): number {
    const byte = this.bytes[this.position >> 3];
    if (byte === undefined) throw new Error('H.264: a NAL unit ended early');
    const value = (byte >> (7 - (this.position & 7))) & 1;
    this.position++;
    return value;
  }

  bits(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) value = value * 2 + this.bit();
    return value;
  }

  /** Exp-Golomb, unsigned: ue(v). */
  ue(): number {
    let zeros = 0;
    while (this.bit() === 0) {
      if (++zeros > 31) throw new Error('H.264: an Exp-Golomb code is too long');
    }
    return 2 ** zeros - 1 + this.bits(zeros);
  }

  /** Exp-Golomb, signed: se(v). */
  se(): number {
    const code = this.ue();
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2;
  }
}

/** Writes the bits of one NAL unit's payload. */
class BitWriter {
  private readonly out: number[] = [];
  private current = 0;
  private filled = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    if (++this.filled === 8) {
      this.out.push(this.current);
      this.current = 0;
      this.filled = 0;
    }
  }

  bits(count: number, value: number): void {
    for (let i = count - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
  }

  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(length, 0);
    this.bits(length + 1, code);
  }

  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte. */
  trailing(): Uint8Array {
    this.bit(1);
    while (this.filled !== 0) this.bit(0);
    return Uint8Array.from(this.out);
  }
}

interface Nal {
  /** The first byte: nal_ref_idc and nal_unit_type. */
  header: number;
  /** The payload after the header, emulation prevention removed. */
  rbsp: Uint8Array;
}

/**
 * The NAL units of an Annex B byte stream, each read only when asked (a slice's payload is
 * most of the stream; the hold reads three units).
 */
export function nalUnits(stream: Uint8Array): { header: number; read: () => Nal }[] {
  const starts: number[] = [];
  for (let i = 0; i + 2 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      starts.push(i + 3);
      i += 2;
    }
  }
  return starts.map((start, index) => {
    let end = index + 1 < starts.length ? starts[index + 1]! - 3 : stream.length;
    // A four-byte start code's leading zero (and trailing zero bytes) belong to no unit.
    while (end > start && stream[end - 1] === 0) end--;
    const read = (): Nal => {
      const rbsp: number[] = [];
      for (let i = start + 1; i < end; i++) {
        const byte = stream[i]!;
        if (byte === 3 && stream[i - 1] === 0 && stream[i - 2] === 0) continue;
        rbsp.push(byte);
      }
      return { header: stream[start]!, rbsp: Uint8Array.from(rbsp) };
    };
    return { header: stream[start]!, read };
  });
}

/** A NAL unit with its start code, emulation prevention inserted. */
function nalBytes(header: number, rbsp: Uint8Array): number[] {
  const out = [0, 0, 0, 1, header];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out;
}

/** What a slice of this stream must say, from its sequence parameter set. */
interface Sequence {
  frameNumBits: number;
  pocType: number;
  pocLsbBits: number;
  macroblocks: number;
}

/** Profiles whose sequence parameter set carries the chroma format and bit depths. */
const highProfiles = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

function readSequence(rbsp: Uint8Array): Sequence {
  const r = new BitReader(rbsp);
  const profile = r.bits(8);
  r.bits(16); // constraint flags, reserved bits, level_idc
  r.ue(); // seq_parameter_set_id
  if (highProfiles.has(profile)) {
    if (r.ue() === 3) r.bit(); // chroma_format_idc, separate_colour_plane_flag
    r.ue(); // bit_depth_luma_minus8
    r.ue(); // bit_depth_chroma_minus8
    r.bit(); // qpprime_y_zero_transform_bypass_flag
    if (r.bit() === 1) throw new Error('H.264: scaling matrices are not supported');
  }
  const frameNumBits = r.ue() + 4;
  const pocType = r.ue();
  if (pocType === 1) throw new Error('H.264: picture order count type 1 is not supported');
  const pocLsbBits = pocType === 0 ? r.ue() + 4 : 0;
  r.ue(); // max_num_ref_frames
  r.bit(); // gaps_in_frame_num_value_allowed_flag
  const widthInMbs = r.ue() + 1;
  const heightInMapUnits = r.ue() + 1;
  if (r.bit() !== 1) throw new Error('H.264: interlaced streams are not supported');
  return { frameNumBits, pocType, pocLsbBits, macroblocks: widthInMbs * heightInMapUnits };
}

/** What a slice of this stream must say, from its picture parameter set. */
interface Picture {
  id: number;
  bottomFieldPoc: boolean;
  deblockingControl: boolean;
}

function readPicture(rbsp: Uint8Array): Picture {
  const r = new BitReader(rbsp);
  const id = r.ue();
  r.ue(); // seq_parameter_set_id
  if (r.bit() !== 0) throw new Error('H.264: the held frames need CAVLC (cabac=0)');
  const bottomFieldPoc = r.bit() === 1;
  if (r.ue() !== 0) throw new Error('H.264: slice groups are not supported');
  r.ue(); // num_ref_idx_l0_default_active_minus1
  r.ue(); // num_ref_idx_l1_default_active_minus1
  if (r.bit() !== 0) throw new Error('H.264: weighted prediction is not supported');
  r.bits(2); // weighted_bipred_idc
  r.se(); // pic_init_qp_minus26
  r.se(); // pic_init_qs_minus26
  r.se(); // chroma_qp_index_offset
  const deblockingControl = r.bit() === 1;
  r.bit(); // constrained_intra_pred_flag
  if (r.bit() !== 0) throw new Error('H.264: redundant pictures are not supported');
  return { id, bottomFieldPoc, deblockingControl };
}

/** The last picture's numbers, from its slice header. */
function readSlice(nal: Nal, sequence: Sequence, picture: Picture) {
  const r = new BitReader(nal.rbsp);
  r.ue(); // first_mb_in_slice
  r.ue(); // slice_type
  if (r.ue() !== picture.id) throw new Error('H.264: a slice of another picture parameter set');
  const frameNum = r.bits(sequence.frameNumBits);
  if ((nal.header & 0x1f) === 5) r.ue(); // idr_pic_id
  const pocLsb = sequence.pocType === 0 ? r.bits(sequence.pocLsbBits) : 0;
  return { frameNum, pocLsb };
}

/** One P slice of the whole picture, every macroblock skipped. */
function skippedFrame(
  sequence: Sequence,
  picture: Picture,
  frameNum: number,
  pocLsb: number,
): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(5); // slice_type: P, as every slice of the picture
  w.ue(picture.id);
  w.bits(sequence.frameNumBits, frameNum);
  if (sequence.pocType === 0) {
    w.bits(sequence.pocLsbBits, pocLsb);
    if (picture.bottomFieldPoc) w.se(0); // delta_pic_order_cnt_bottom
  }
  w.bit(1); // num_ref_idx_active_override_flag: one reference, the picture before
  w.ue(0); // num_ref_idx_l0_active_minus1
  w.bit(0); // ref_pic_list_modification_flag_l0
  w.bit(0); // adaptive_ref_pic_marking_mode_flag: the sliding window
  w.se(0); // slice_qp_delta
  if (picture.deblockingControl) w.ue(1); // disable_deblocking_filter_idc: nothing to filter
  w.ue(sequence.macroblocks); // mb_skip_run: all of them
  return w.trailing();
}

/**
 * The stream with `count` more frames, each the last picture again. The stream is x264's
 * Annex B output whose last picture is a reference picture (no B-frames).
 */
export function holdLastPicture(stream: Uint8Array, count: number): Uint8Array {
  const nals = nalUnits(stream);
  const sps = nals.find((nal) => (nal.header & 0x1f) === 7)?.read();
  const pps = nals.find((nal) => (nal.header & 0x1f) === 8)?.read();
  const last = nals.findLast((nal) => [1, 5].includes(nal.header & 0x1f))?.read();
  if (!sps || !pps || !last) throw new Error('H.264: the stream has no picture to hold');
  if ((last.header & 0x60) === 0) throw new Error('H.264: the last picture is no reference');
  const sequence = readSequence(sps.rbsp);
  const picture = readPicture(pps.rbsp);
  const { frameNum, pocLsb } = readSlice(last, sequence, picture);
  const header = (last.header & 0x60) | 1; // the same nal_ref_idc, a non-IDR slice
  const held: number[] = [];
  for (let k = 1; k <= count; k++) {
    const slice = skippedFrame(
      sequence,
      picture,
      (frameNum + k) % 2 ** sequence.frameNumBits,
      (pocLsb + 2 * k) % 2 ** sequence.pocLsbBits,
    );
    for (const byte of nalBytes(header, slice)) held.push(byte);
  }
  const out = new Uint8Array(stream.length + held.length);
  out.set(stream);
  out.set(held, stream.length);
  return out;
}
