import sharp from "sharp";

type Point = [number, number];

/**
 * Warps the quadrilateral `corners` (TL, TR, BR, BL) of `photo` onto a `width` × `height`
 * greyscale page with a homography and bilinear sampling: "phase 1 with perfect corners",
 * for measuring extraction on photos when the image-processor is not available.
 */
export async function rectifyWithCorners(
  photo: Buffer,
  corners: [Point, Point, Point, Point],
  width: number,
  height: number,
): Promise<Buffer> {
  const { data, info } = await sharp(photo).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dst: Point[] = [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ];
  const [h0, h1, h2, h3, h4, h5, h6, h7] = homography(dst, corners) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = Buffer.alloc(width * height);
  const sw = info.width;
  const sh = info.height;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const w = h6 * u + h7 * v + 1;
      const x = (h0 * u + h1 * v + h2) / w;
      const y = (h3 * u + h4 * v + h5) / w;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= sw || y0 + 1 >= sh) {
        out[v * width + u] = 255;
        continue;
      }
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * sw + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + sw] as number) * (1 - fx) + (data[i + sw + 1] as number) * fx;
      out[v * width + u] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The homography (h33 = 1) taking each `from` point to its `to` point. */
function homography(from: Point[], to: Point[]): number[] {
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
  return solve(a, b);
}

/** Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs(m[r]?.[c] as number) > Math.abs(m[p]?.[c] as number)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = m[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const f = (row[c] as number) / (pivot[c] as number);
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - f * (pivot[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
