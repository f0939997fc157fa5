/**
 * A two-dimensional table lookup, iris's second pixel kernel beside warpPage: every value
 * goes through the table row its pixel selects, `out[k] = table[rows[⌊k / per⌋] · 256 +
 * values[k]]` (`per` values per row index: 1, or 3 for the channels of a colour pixel). The
 * enhancement's per-sample steps are this once their arithmetic is tabled: levels under the
 * local paper level (rows: the paper level, values: the samples) and the edge-only
 * sharpening (rows: the samples, values: their blur). This is the JavaScript implementation
 * (the OpenCV.js engine's); the native addon's (native/opencv/src/kernels.cc) gives the same
 * bytes, several times faster.
 */
export function lookUp2Js(
  rows: Uint8Array,
  values: Uint8Array,
  table: Uint8Array,
  per: 1 | 3,
): Uint8Array {
  if (table.length !== 65536) throw new TypeError("lookUp2: table must hold 256 × 256 bytes");
  if (values.length !== rows.length * per)
    throw new TypeError("lookUp2: values must hold rows × per bytes");
  const out = new Uint8Array(values.length);
  if (per === 1) {
    for (let i = 0; i < out.length; i++)
      out[i] = table[((rows[i] as number) << 8) | (values[i] as number)] as number;
  } else {
    for (let i = 0, p = 0; i < rows.length; i++, p += 3) {
      const row = (rows[i] as number) << 8;
      out[p] = table[row | (values[p] as number)] as number;
      out[p + 1] = table[row | (values[p + 1] as number)] as number;
      out[p + 2] = table[row | (values[p + 2] as number)] as number;
    }
  }
  return out;
}
