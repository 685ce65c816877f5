// HarfBuzz's subsetter, called directly in its WebAssembly build: unlike a text-only subsetter it takes glyph ids
// as well as characters, so the build can keep just the alternate glyphs its own text is shaped into.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, kind: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(
    input: number,
    face: number,
    tag: number,
    min: number,
    max: number,
    defaultValue: number,
  ): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const MEMORY_MODE_WRITABLE = 2;
const SETS_LAYOUT_FEATURE_TAG = 6;
const FLAG_NO_LAYOUT_CLOSURE = 0x200;

let harfbuzz: Promise<SubsetExports> | undefined;
function loadHarfBuzz(): Promise<SubsetExports> {
  harfbuzz ??= (async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return harfbuzz;
}

const tag = (name: string) => [...name].reduce((value, character) => (value << 8) + character.charCodeAt(0), 0);

export interface SubsetInput {
  /** Characters to keep (their glyphs through the font's cmap). */
  characters: string;
  /** OpenType layout features to keep. */
  features: string[];
  /** Glyph ids to keep besides the characters' own. */
  glyphs?: Iterable<number>;
  /** A variation axis narrowed to a range. */
  axis?: { tag: string; min: number; max: number };
  /**
   * Keep only the glyphs asked for: no alternates reachable through the features (HarfBuzz's layout closure).
   * Substitution rules whose glyphs are all kept stay in the font.
   */
  noLayoutClosure?: boolean;
}

/** A TrueType/OpenType font cut to the input; the font and the result are SFNT (not WOFF2) data. */
export async function subsetSfnt(font: Uint8Array, input: SubsetInput): Promise<Buffer> {
  const hb = await loadHarfBuzz();
  const fontData = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontData);
  const blob = hb.hb_blob_create(fontData, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const request = hb.hb_subset_input_create_or_fail();
  let subset = 0;
  try {
    if (!request) throw new Error('HarfBuzz could not create a subset input');
    const features = hb.hb_subset_input_set(request, SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    for (const feature of input.features) hb.hb_set_add(features, tag(feature));
    const unicodes = hb.hb_subset_input_unicode_set(request);
    for (const character of input.characters) hb.hb_set_add(unicodes, character.codePointAt(0)!);
    const glyphs = hb.hb_subset_input_glyph_set(request);
    for (const glyph of input.glyphs ?? []) hb.hb_set_add(glyphs, glyph);
    if (input.noLayoutClosure)
      hb.hb_subset_input_set_flags(request, hb.hb_subset_input_get_flags(request) | FLAG_NO_LAYOUT_CLOSURE);
    if (
      input.axis &&
      !hb.hb_subset_input_set_axis_range(request, face, tag(input.axis.tag), input.axis.min, input.axis.max, Number.NaN)
    ) {
      throw new Error(`the font has no "${input.axis.tag}" axis to narrow to ${input.axis.min}–${input.axis.max}`);
    }
    subset = hb.hb_subset_or_fail(face, request);
    if (!subset) throw new Error('HarfBuzz could not subset the font (is the file a font?)');
    const result = hb.hb_face_reference_blob(subset);
    const data = hb.hb_blob_get_data(result, 0);
    const bytes = Buffer.from(new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(result)));
    hb.hb_blob_destroy(result);
    return bytes;
  } finally {
    if (request) hb.hb_subset_input_destroy(request);
    if (subset) hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(fontData);
  }
}
