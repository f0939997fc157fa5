/**
 * Where the document lands in the photo: a simulated camera (tilt, distance, in-plane
 * rotation) projects the page's rectangle to four corners that stay inside the frame.
 */
import type { Rng } from "../rng.ts";
import type { Point, Quad } from "../types.ts";

/** The frame size, the document's corners in it (TL, TR, BR, BL of the page) and the parameters used. */
export interface Pose {
  width: number;
  height: number;
  corners: Quad;
  params: {
    rotation_deg: number;
    tilt_x_deg: number;
    tilt_y_deg: number;
    focal_ratio: number;
    coverage: number;
  };
}

const RAD = Math.PI / 180;

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** In-plane rotation: mostly small, sometimes up to ±30°, occasionally a quarter or half turn. */
function randomRotation(rng: Rng): number {
  const mode = rng.weighted([
    ["small", 70],
    ["large", 18],
    ["turn", 12],
  ] as const);
  if (mode === "small") return clamp(rng.normal(0, 4), -10, 10);
  if (mode === "large") return rng.float(-30, 30);
  return rng.pick([90, 180, -90]) + clamp(rng.normal(0, 3), -8, 8);
}

/** Projects the page rectangle through a tilted pinhole camera, centred on the origin. */
function project(w: number, h: number, tiltX: number, tiltY: number, focal: number): Point[] {
  const [cx, sx] = [Math.cos(tiltX * RAD), Math.sin(tiltX * RAD)];
  const [cy, sy] = [Math.cos(tiltY * RAD), Math.sin(tiltY * RAD)];
  const corners: Point[] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  return corners.map(([x, y]) => {
    // Rotate about the x axis, then the y axis, then push the plane `focal` away.
    const y1 = y * cx;
    const z1 = y * sx;
    const x2 = x * cy + z1 * sy;
    const z2 = -x * sy + z1 * cy;
    const depth = focal + z2;
    return [(focal * x2) / depth, (focal * y1) / depth];
  });
}

/**
 * Draws a camera pose for a `docWidth`×`docHeight` page. Longer side of the photo is
 * 1500–3000 px; the document's bounding box fills `coverage` (a range, at most 0.92) of the
 * frame's limiting side (`tilt` in degrees: standard deviation and limit), and every corner stays at least 3 % of the short side from the edge.
 */
export function randomPose(
  rng: Rng,
  docWidth: number,
  docHeight: number,
  coverageRange: [number, number],
  tilt: { sigma: number; max: number } = { sigma: 10, max: 24 },
): Pose {
  const rotation = randomRotation(rng);
  const tiltX = clamp(rng.normal(0, tilt.sigma), -tilt.max, tilt.max);
  const tiltY = clamp(rng.normal(0, tilt.sigma), -tilt.max, tilt.max);
  const diag = Math.hypot(docWidth, docHeight);
  const focalRatio = rng.float(1.1, 2.6);
  const theta = rotation * RAD;
  const projected = project(docWidth, docHeight, tiltX, tiltY, diag * focalRatio).map(
    ([x, y]): Point => [
      x * Math.cos(theta) - y * Math.sin(theta),
      x * Math.sin(theta) + y * Math.cos(theta),
    ],
  );
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const [bw, bh] = [maxX - minX, maxY - minY];
  const long = rng.int(1500, 3000);
  const aspect = rng.pick([4 / 3, 3 / 2, 16 / 9, 4 / 3]);
  const landscape = bw > bh ? rng.chance(0.85) : rng.chance(0.15);
  const width = landscape ? long : Math.round(long / aspect);
  const height = landscape ? Math.round(long / aspect) : long;
  const coverage = rng.float(coverageRange[0], Math.min(0.92, coverageRange[1]));
  const scale = coverage * Math.min(width / bw, height / bh);
  const margin = 0.03 * Math.min(width, height);
  const jitter = 0.003 * Math.min(width, height);
  const slackX = Math.max(0, width - 2 * margin - scale * bw - 4 * jitter);
  const slackY = Math.max(0, height - 2 * margin - scale * bh - 4 * jitter);
  const offX = margin + 2 * jitter + rng.float(0, slackX) - scale * minX;
  const offY = margin + 2 * jitter + rng.float(0, slackY) - scale * minY;
  const corners = projected.map(
    ([x, y]): Point => [
      offX + scale * x + clamp(rng.normal(0, jitter), -2 * jitter, 2 * jitter),
      offY + scale * y + clamp(rng.normal(0, jitter), -2 * jitter, 2 * jitter),
    ],
  ) as Quad;
  const round3 = (v: number) => Math.round(v * 1000) / 1000;
  return {
    width,
    height,
    corners: corners.map(([x, y]) => [round3(x), round3(y)]) as Quad,
    params: {
      rotation_deg: round3(rotation),
      tilt_x_deg: round3(tiltX),
      tilt_y_deg: round3(tiltY),
      focal_ratio: round3(focalRatio),
      coverage: round3(coverage),
    },
  };
}
