/**
 * A tiny, valid H.264 (Constrained Baseline) MP4 writer for the demo simulation clips, in plain
 * TypeScript: this machine has no ffmpeg, and an encoder package is far heavier than the need. Every
 * frame is an IDR picture of I_PCM macroblocks (raw samples, no prediction or transform), which any
 * H.264 decoder plays; clips are small because they are tiny and run at one frame per `frameMs`.
 */

export type Rgb = readonly [number, number, number];

export interface ClipSpec {
  /** Width and height in pixels, multiples of 16. */
  width: number;
  height: number;
  /** How long each frame shows, in milliseconds. */
  frameMs: number;
  frames: number;
  /** The colour of pixel (x, y) in frame `f`. */
  pixel(f: number, x: number, y: number): Rgb;
}

class Bits {
  private readonly bytes: number[] = [];
  private cur = 0;
  private n = 0;
  u(bits: number, value: number) {
    for (let i = bits - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  bit(b: number) {
    this.cur = (this.cur << 1) | b;
    this.n++;
    if (this.n === 8) {
      this.bytes.push(this.cur);
      this.cur = 0;
      this.n = 0;
    }
  }
  /** Unsigned Exp-Golomb. */
  ue(value: number) {
    const v = value + 1;
    const len = Math.floor(Math.log2(v));
    this.u(len, 0);
    this.u(len + 1, v);
  }
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  align() {
    while (this.n !== 0) this.bit(0);
  }
  byte(b: number) {
    this.u(8, b);
  }
  trailing() {
    this.bit(1);
    this.align();
  }
  out() {
    return Uint8Array.from(this.bytes);
  }
}

/** Emulation prevention: 0x000000–0x000003 inside a NAL unit get a 0x03 inserted. */
function nal(header: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [header];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const PROFILE = 66;
const LEVEL = 30;

function sps(width: number, height: number) {
  const b = new Bits();
  b.u(8, PROFILE);
  b.u(8, 0xc0); // constraint_set0 and set1: Constrained Baseline
  b.u(8, LEVEL);
  b.ue(0); // seq_parameter_set_id
  b.ue(0); // log2_max_frame_num_minus4
  b.ue(2); // pic_order_cnt_type 2: output order is decoding order
  b.ue(1); // max_num_ref_frames
  b.bit(0); // gaps_in_frame_num_value_allowed_flag
  b.ue(width / 16 - 1);
  b.ue(height / 16 - 1);
  b.bit(1); // frame_mbs_only_flag
  b.bit(1); // direct_8x8_inference_flag
  b.bit(0); // frame_cropping_flag
  b.bit(0); // vui_parameters_present_flag
  b.trailing();
  return nal(0x67, b.out());
}

function pps() {
  const b = new Bits();
  b.ue(0); // pic_parameter_set_id
  b.ue(0); // seq_parameter_set_id
  b.bit(0); // entropy_coding_mode_flag: CAVLC
  b.bit(0); // bottom_field_pic_order_in_frame_present_flag
  b.ue(0); // num_slice_groups_minus1
  b.ue(0); // num_ref_idx_l0_default_active_minus1
  b.ue(0); // num_ref_idx_l1_default_active_minus1
  b.bit(0); // weighted_pred_flag
  b.u(2, 0); // weighted_bipred_idc
  b.se(0); // pic_init_qp_minus26
  b.se(0); // pic_init_qs_minus26
  b.se(0); // chroma_qp_index_offset
  b.bit(1); // deblocking_filter_control_present_flag
  b.bit(0); // constrained_intra_pred_flag
  b.bit(0); // redundant_pic_cnt_present_flag
  b.trailing();
  return nal(0x68, b.out());
}

/** BT.601 studio range; samples kept within 1..254 (older decoders refuse a PCM sample of 0). */
function ycbcr([r, g, bl]: Rgb): [number, number, number] {
  const clamp = (v: number) => Math.min(254, Math.max(1, Math.round(v)));
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * bl) / 255),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * bl) / 255),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * bl) / 255),
  ];
}

function idrSlice(spec: ClipSpec, f: number) {
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(7); // slice_type: I (all slices)
  b.ue(0); // pic_parameter_set_id
  b.u(4, 0); // frame_num
  b.ue(f % 2); // idr_pic_id: consecutive IDR pictures differ
  b.bit(0); // no_output_of_prior_pics_flag
  b.bit(0); // long_term_reference_flag
  b.se(0); // slice_qp_delta
  b.ue(1); // disable_deblocking_filter_idc
  const mbW = spec.width / 16;
  const mbH = spec.height / 16;
  for (let my = 0; my < mbH; my++) {
    for (let mx = 0; mx < mbW; mx++) {
      b.ue(25); // mb_type I_PCM
      b.align(); // pcm_alignment_zero_bit
      const cb: number[] = [];
      const cr: number[] = [];
      for (let y = 0; y < 16; y++) {
        for (let x = 0; x < 16; x++) {
          const [Y, U, V] = ycbcr(spec.pixel(f, mx * 16 + x, my * 16 + y));
          b.byte(Y);
          if (x % 2 === 0 && y % 2 === 0) {
            cb.push(U);
            cr.push(V);
          }
        }
      }
      for (const v of cb) b.byte(v);
      for (const v of cr) b.byte(v);
    }
  }
  b.trailing();
  return nal(0x65, b.out());
}

// --- ISO BMFF boxes -------------------------------------------------------------------------------

const u32 = (v: number) => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
const u16 = (v: number) => [(v >>> 8) & 255, v & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function box(type: string, ...parts: (number[] | Uint8Array)[]): number[] {
  const body = parts.flatMap((p) => [...p]);
  return [...u32(body.length + 8), ...ascii(type), ...body];
}
const full = (type: string, version: number, flags: number, ...parts: (number[] | Uint8Array)[]) =>
  box(type, [version, (flags >>> 16) & 255, (flags >>> 8) & 255, flags & 255], ...parts);

const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap(u32);
const TIMESCALE = 1000;

function moov(spec: ClipSpec, spsNal: Uint8Array, ppsNal: Uint8Array, sizes: number[], dataOffset: number) {
  const duration = spec.frames * spec.frameMs;
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const avcC = box(
    'avcC',
    [1, PROFILE, 0xc0, LEVEL, 0xff, 0xe1, ...u16(spsNal.length)],
    spsNal,
    [1, ...u16(ppsNal.length)],
    ppsNal,
  );
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(spec.width),
    u16(spec.height),
    u32(0x480000),
    u32(0x480000),
    u32(0),
    u16(1),
    zeros(32),
    u16(0x18),
    [0xff, 0xff],
    avcC,
  );
  const stbl = box(
    'stbl',
    full('stsd', 0, 0, u32(1), avc1),
    full('stts', 0, 0, u32(1), u32(spec.frames), u32(spec.frameMs)),
    full('stsc', 0, 0, u32(1), u32(1), u32(spec.frames), u32(1)),
    full('stsz', 0, 0, u32(0), u32(sizes.length), sizes.flatMap(u32)),
    full('stco', 0, 0, u32(1), u32(dataOffset)),
  );
  const minf = box(
    'minf',
    full('vmhd', 0, 1, zeros(8)),
    box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    full('mdhd', 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u16(0x55c4), u16(0)),
    full('hdlr', 0, 0, u32(0), ascii('vide'), zeros(12), ascii('VideoHandler'), [0]),
    minf,
  );
  const tkhd = full(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(duration),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    MATRIX,
    u32(spec.width * 0x10000),
    u32(spec.height * 0x10000),
  );
  const mvhd = full(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(TIMESCALE),
    u32(duration),
    u32(0x10000),
    u16(0x100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(2),
  );
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

/** The clip as an MP4 file (ftyp, moov, mdat: playable before it has fully loaded). */
export function tinyMp4(spec: ClipSpec): Uint8Array {
  if (spec.width % 16 || spec.height % 16) throw new Error('width and height must be multiples of 16');
  const spsNal = sps(spec.width, spec.height);
  const ppsNal = pps();
  const samples = Array.from({ length: spec.frames }, (_, f) => {
    const slice = idrSlice(spec, f);
    // Length-prefixed NAL units, as avcC's lengthSizeMinusOne = 3 says.
    return [...u32(slice.length), ...slice];
  });
  const sizes = samples.map((s) => s.length);
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2avc1mp41'));
  const moovSize = moov(spec, spsNal, ppsNal, sizes, 0).length;
  const offset = ftyp.length + moovSize + 8;
  const mdat = box('mdat', samples.flat());
  return Uint8Array.from([...ftyp, ...moov(spec, spsNal, ppsNal, sizes, offset), ...mdat]);
}
