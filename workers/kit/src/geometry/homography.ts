import { solveLinear } from "./solve";
import type { Homography, Point, Quad } from "./types";

/** Thrown when four points do not determine a homography (three of them on a line). */
export class DegenerateQuadError extends Error {
  override name = "DegenerateQuadError";
}

/**
 * The homography mapping the four `from` points onto the four `to` points (the direct
 * linear transform with h[8] = 1). Throws DegenerateQuadError when either four are degenerate.
 */
export function homographyBetween(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4)
    throw new RangeError("a homography needs 4 point pairs");
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solveLinear(a, b);
  if (!h) throw new DegenerateQuadError("degenerate quadrilateral");
  return [...h, 1];
}

/** The homography taking the rectangle (0,0)–(w,h) onto `quad` (TL, TR, BR, BL). */
export function rectToQuad(w: number, h: number, quad: Quad): Homography {
  return homographyBetween(
    [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    quad,
  );
}

/** Applies a homography to a point. */
export function project(h: Homography, x: number, y: number): Point {
  const z = (h[6] as number) * x + (h[7] as number) * y + (h[8] as number);
  return [
    ((h[0] as number) * x + (h[1] as number) * y + (h[2] as number)) / z,
    ((h[3] as number) * x + (h[4] as number) * y + (h[5] as number)) / z,
  ];
}

/** The inverse transform (adjugate over determinant, normalised to h[8] = 1 when possible). */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const adj = [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const det = a * (adj[0] as number) + b * (adj[3] as number) + c * (adj[6] as number);
  if (Math.abs(det) < 1e-15) throw new DegenerateQuadError("singular homography");
  const scale = Math.abs(adj[8] as number) > 1e-12 ? (adj[8] as number) : det;
  return adj.map((v) => v / scale);
}

/** Matrix product a · b of two 3×3 row-major transforms (b applied first). */
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
 * The map from an image turned clockwise by `degrees` (size `outW` × `outH`) back to the
 * unturned image (size `inW` × `inH`), both turning about their centres. Image coordinates
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
