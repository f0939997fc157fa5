import type { Homography } from "./homography";

/** Matrix product a · b of two 3×3 row-major transforms. */
export function multiply(a: Homography, b: Homography): Homography {
  const out = new Array<number>(9).fill(0);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      let s = 0;
      for (let k = 0; k < 3; k++) s += (a[r * 3 + k] as number) * (b[k * 3 + c] as number);
      out[r * 3 + c] = s;
    }
  }
  return out;
}

/** Scaling by (sx, sy). */
export function scaling(sx: number, sy = sx): Homography {
  return [sx, 0, 0, 0, sy, 0, 0, 0, 1];
}

/**
 * The map from a page turned clockwise by `degrees` (size `outW` × `outH`) back to the
 * unturned page (size `inW` × `inH`), both turning about their centres. Image coordinates
 * have y down, so the usual rotation matrix turns clockwise on screen.
 */
export function unturn(
  degrees: number,
  inW: number,
  inH: number,
  outW: number,
  outH: number,
): Homography {
  const t = (degrees * Math.PI) / 180;
  // Exact values for quarter turns keep edges on pixel boundaries.
  const snap = (v: number) =>
    Math.abs(v) < 1e-12 ? 0 : Math.abs(Math.abs(v) - 1) < 1e-12 ? Math.sign(v) : v;
  const c = snap(Math.cos(t));
  const s = snap(Math.sin(t));
  const cx = inW / 2;
  const cy = inH / 2;
  const ux = outW / 2;
  const uy = outH / 2;
  return [c, s, cx - c * ux - s * uy, -s, c, cy + s * ux - c * uy, 0, 0, 1];
}
