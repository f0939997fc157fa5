import { spawnSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import { ADDON_PATH } from "@iris/native-opencv";
import { beforeAll, describe, expect, it } from "vitest";
import { nativeBuilt, seededRandom } from "../../testing";
import {
  type CornerKernels,
  edgesAlongNormalJs,
  interleaveJs,
  sideSupportJs,
  workPlanesJs,
} from "../corners/kernels";
import { inkPointsJs, markInkJs, projectionEnergyJs } from "../orientation/kernels";
import { type Raster, toGrey, useGreyKernel } from "../raster";
import { gridLevelsJs } from "./grid-levels";
import { loadEngine } from "./load";
import { lookUp2Js } from "./look-up";
import { type Mat, type OpenCV, withMats } from "./opencv";
import { warpPageJs } from "./warp-page";

/** A grey test card: a bright tilted rectangle with a dark bar, on a mid-grey ground. */
function card(cv: OpenCV): Mat {
  const width = 160;
  const height = 120;
  const mat = new cv.Mat(height, width, cv.CV_8UC1);
  const d = mat.data;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x - 80 + 0.2 * (y - 60);
      const v = y - 60 - 0.2 * (x - 80);
      const inside = Math.abs(u) < 50 && Math.abs(v) < 32;
      d[y * width + x] = inside ? (v < -20 ? 40 : 220) : 90;
    }
  return mat;
}

/** A few OpenCV calls of the corner detector, their results flattened for comparison. */
function pipelineOf(cv: OpenCV): {
  edges: number[];
  closed: number[];
  hull: number[];
  lines: number;
} {
  return withMats((track) => {
    const src = track(card(cv));
    const blurred = track(new cv.Mat());
    cv.GaussianBlur(src, blurred, new cv.Size(5, 5), 0);
    const edges = track(new cv.Mat());
    cv.Canny(blurred, edges, 25, 75);
    const kernel = track(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(11, 11)));
    const closed = track(new cv.Mat());
    cv.morphologyEx(blurred, closed, cv.MORPH_CLOSE, kernel);
    const contours = track(new cv.MatVector());
    const hierarchy = track(new cv.Mat());
    cv.findContours(edges, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const hull = track(new cv.Mat());
    let biggest = 0;
    let points: number[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const contour = track(contours.get(i));
      cv.convexHull(contour, hull, false, true);
      const area = cv.contourArea(hull);
      if (area > biggest) {
        biggest = area;
        points = Array.from(hull.data32S);
      }
    }
    const lines = track(new cv.Mat());
    cv.HoughLinesP(edges, lines, 1, Math.PI / 180, 30, 20, 4);
    return {
      edges: Array.from(edges.data),
      closed: Array.from(closed.data),
      hull: points,
      lines: lines.rows,
    };
  });
}

describe.skipIf(!nativeBuilt)("native OpenCV engine", () => {
  let native: OpenCV;
  let wasm: OpenCV;
  beforeAll(async () => {
    native = await loadEngine("native");
    wasm = await loadEngine("wasm");
  });

  it("gives the same results as OpenCV.js for the corner detector's calls", () => {
    const a = pipelineOf(wasm);
    const b = pipelineOf(native);
    expect(b.edges).toEqual(a.edges);
    expect(b.closed).toEqual(a.closed);
    expect(b.hull).toEqual(a.hull);
    expect(b.lines).toBe(a.lines);
  });

  it("warps like OpenCV.js: the same pixels within a level", () => {
    const out = [wasm, native].map((cv) =>
      withMats((track) => {
        const src = track(card(cv));
        const m = track(
          cv.matFromArray(3, 3, cv.CV_64F, [0.9, 0.1, 3, -0.05, 1.1, 2, 1e-4, 2e-4, 1]),
        );
        const dst = track(new cv.Mat());
        const flags = cv.INTER_CUBIC + cv.WARP_INVERSE_MAP;
        cv.warpPerspective(
          src,
          dst,
          m,
          new cv.Size(150, 100),
          flags,
          cv.BORDER_CONSTANT,
          new cv.Scalar(255),
        );
        return Array.from(dst.data);
      }),
    );
    const [a, b] = out as [number[], number[]];
    expect(b.length).toBe(a.length);
    expect(Math.max(...a.map((v, i) => Math.abs(v - (b[i] as number))))).toBeLessThanOrEqual(1);
  });

  it("resamples pages to exactly the pixels of the JavaScript kernel", () => {
    const next = seededRandom(11);
    for (const [sw, sh, ch] of [
      [37, 23, 3],
      [64, 48, 1],
      [1, 1, 3],
      [1, 9, 1],
    ] as const) {
      const data = Uint8Array.from({ length: sw * sh * ch }, () => Math.floor(256 * next()));
      const src = { data, width: sw, height: sh, channels: ch };
      for (let round = 0; round < 6; round++) {
        // A random perspective, enlarging or shrinking, partly outside the source.
        const k = 0.3 + 1.5 * next();
        const h = [k, 0.2 * next() - 0.1, 6 * next() - 3, 0.2 * next() - 0.1, k, 6 * next() - 3];
        h.push(0.004 * next() - 0.002, 0.004 * next() - 0.002, 1);
        const width = 20 + Math.floor(40 * next());
        const height = 10 + Math.floor(30 * next());
        const columns = Float64Array.from({ length: width }, (_, x) => (2 * x) / width - 1);
        const rows = Float64Array.from({ length: 4 * height }, () => 2 * next() - 1);
        for (const cubic of [false, true])
          for (const tables of [[], [columns, rows]] as const) {
            const a = warpPageJs(src, h, width, height, cubic, 255, ...tables);
            const b = native.warpPage(src, h, width, height, cubic, 255, ...tables);
            expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
            // Rows shared among threads: the same pixels.
            const [c1, r1] = tables.length ? tables : [undefined, undefined];
            const c = native.warpPage(src, h, width, height, cubic, 255, c1, r1, 3);
            expect(Buffer.from(c).equals(Buffer.from(a))).toBe(true);
          }
      }
    }
  });

  it("looks values up in a two-dimensional table to exactly the bytes of the JavaScript kernel", () => {
    const next = seededRandom(12);
    const table = Uint8Array.from({ length: 65536 }, () => Math.floor(256 * next()));
    for (const per of [1, 3] as const)
      for (const count of [0, 1, 7, 1000]) {
        const rows = Uint8Array.from({ length: count }, () => Math.floor(256 * next()));
        const values = Uint8Array.from({ length: count * per }, () => Math.floor(256 * next()));
        const a = lookUp2Js(rows, values, table, per);
        const b = native.lookUp2(rows, values, table, per);
        expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
      }
    expect(() => native.lookUp2(new Uint8Array(2), new Uint8Array(5), table, 3)).toThrow(/rows/);
    expect(() =>
      native.lookUp2(new Uint8Array(2), new Uint8Array(2), table.subarray(1), 1),
    ).toThrow(/256/);
    expect(() =>
      native.lookUp2(new Uint8Array(2), new Uint8Array(4), table, 2 as unknown as 1),
    ).toThrow(/per/);
  });

  it("spreads a grid of levels and makes grey to exactly the bytes of the JavaScript kernels", () => {
    const next = seededRandom(13);
    for (const [cols, rows, block, width, height] of [
      [1, 1, 5, 3, 4],
      [7, 5, 16, 100, 77],
      [12, 17, 33.5, 400, 560],
      [3, 2, 40, 0, 9],
    ] as const) {
      const grid = Float32Array.from({ length: cols * rows }, () => 255 * next());
      const a = gridLevelsJs(grid, cols, rows, block, width, height);
      const b = native.gridLevels(grid, cols, rows, block, width, height);
      expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    }
    expect(() => native.gridLevels(new Float32Array(5), 2, 3, 8, 10, 10)).toThrow(/cols × rows/);
    const rgbToGrey = (native as unknown as { rgbToGrey(rgb: Uint8Array): Uint8Array }).rgbToGrey;
    const page: Raster = { data: new Uint8Array(3 * 999), width: 999, height: 1, channels: 3 };
    page.data.set(Uint8Array.from({ length: 3 * 999 }, () => Math.floor(256 * next())));
    useGreyKernel(undefined);
    try {
      const js = toGrey(page).data;
      expect(Buffer.from(rgbToGrey(page.data)).equals(Buffer.from(js))).toBe(true);
    } finally {
      useGreyKernel(rgbToGrey);
    }
    expect(() => rgbToGrey(new Uint8Array(4))).toThrow(/3 bytes/);
  });

  it("scores sides and finds edges to exactly the numbers of the JavaScript corner kernels", () => {
    const kernels = native as unknown as CornerKernels;
    const next = seededRandom(14);
    const width = 97;
    const height = 71;
    // Four smooth planes with a step across a tilted line, plus noise.
    const interleaved = new Float32Array(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let c = 0; c < 4; c++)
          interleaved[(y * width + x) * 4 + c] =
            (x + 0.3 * y > 50 ? 200 - 30 * c : 60 + 20 * c) + 8 * next();
    const image = { interleaved, width, height, steps: Float64Array.of(12, 6.5, 6.5, 9) };
    const grading = { reach: 2.5, along: 1.5, ends: 0.06, grade: 0.5 };
    for (let i = 0; i < 200; i++) {
      const [ax, ay, bx, by] = [0, 0, 0, 0].map(
        (_, k) => (k % 2 ? 1.2 * height : 1.2 * width) * next() - 5,
      );
      const spacing = i % 3 === 0 ? 5 : 2;
      const js = sideSupportJs(
        image,
        ax as number,
        ay as number,
        bx as number,
        by as number,
        spacing,
        grading,
      );
      const c = kernels.sideSupport(
        image,
        ax as number,
        ay as number,
        bx as number,
        by as number,
        spacing,
        grading,
      );
      expect(c).toBe(js);
    }
    expect(() => kernels.sideSupport({ ...image, width: 200 }, 1, 1, 50, 50, 2, grading)).toThrow(
      /interleaved/,
    );
    expect(() => kernels.sideSupport(image, 1, 10, 50, 10, 2, { ...grading, along: 0 })).toThrow(
      /positive/,
    );
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0; i < rgb.length; i++)
      rgb[i] = Math.floor(interleaved[Math.floor(i / 3) * 4] as number);
    for (const [r, spread] of [
      [4, 1],
      [7, 2.25],
      [2, 1],
    ] as const) {
      const angle = 2 * Math.PI * next();
      const search = {
        data: rgb,
        width,
        height,
        channels: 3,
        nx: Math.cos(angle),
        ny: Math.sin(angle),
        ux: -Math.sin(angle),
        uy: Math.cos(angle),
        r,
        spread,
        prior: Float64Array.from({ length: 2 * r + 1 }, (_, j) =>
          Math.exp(-0.5 * ((j - r) / r) ** 2),
        ),
        minGradient: 3,
      };
      const points = Float64Array.from({ length: 120 }, (_, k) =>
        k % 2 ? (height + 10) * next() - 5 : (width + 10) * next() - 5,
      );
      points[0] = Number.NaN;
      const js = edgesAlongNormalJs(search, points);
      expect(Array.from(kernels.edgesAlongNormal(search, points))).toEqual(Array.from(js));
      expect(js.some((v) => !Number.isNaN(v))).toBe(true);
    }
    const lab = Uint8Array.from({ length: 3 * 1001 }, () => Math.floor(256 * next()));
    const pixels = Uint8Array.from({ length: 3 * 1001 }, () => Math.floor(256 * next()));
    for (const gain of [1, 2.5, 3]) {
      const js = workPlanesJs(lab, pixels, 1001, gain);
      expect(Buffer.from(kernels.workPlanes(lab, pixels, 1001, gain)).equals(Buffer.from(js))).toBe(
        true,
      );
    }
    const planes = [0, 1, 2, 3].map((c) => lab.subarray(c * 700, c * 700 + 700));
    expect(Array.from(kernels.interleave(planes))).toEqual(Array.from(interleaveJs(planes)));
    expect(() => kernels.interleave([lab, pixels.subarray(1)])).toThrow(/same length/);
    expect(() => kernels.workPlanes(lab, pixels, 2000, 2)).toThrow(/lab/);
    expect(() =>
      kernels.edgesAlongNormal(
        {
          data: rgb,
          width,
          height,
          channels: 3,
          nx: 1,
          ny: 0,
          ux: 0,
          uy: 1,
          r: 3,
          spread: 1,
          prior: new Float64Array(3),
          minGradient: 3,
        },
        new Float64Array(2),
      ),
    ).toThrow(/prior/);
  });

  it("marks ink to exactly the bytes of the JavaScript kernel", () => {
    const markInk = (native as unknown as { markInk: typeof markInkJs }).markInk;
    const next = seededRandom(15);
    for (const [width, height, half] of [
      [0, 0, 4],
      [1, 9, 4],
      [83, 61, 4],
      [240, 170, 9],
    ] as const) {
      // Light paper with a gradient, dark strokes and noise.
      const grey = Uint8Array.from({ length: width * height }, (_, i) => {
        const x = i % width;
        const y = Math.floor(i / width);
        const paper = 150 + (90 * x) / Math.max(1, width) + 20 * next();
        return (x + 2 * y) % 11 < 2 ? paper * 0.5 : Math.min(255, paper);
      });
      const js = markInkJs(grey, width, height, half, 215, 0.82);
      const c = markInk(grey, width, height, half, 215, 0.82);
      expect(Buffer.from(c).equals(Buffer.from(js))).toBe(true);
      if (width > 50) expect(js.some((v) => v === 1)).toBe(true);
    }
    expect(() => markInk(new Uint8Array(5), 3, 2, 4, 215, 0.82)).toThrow(/width × height/);
    const kernels = native as unknown as {
      inkPoints: typeof inkPointsJs;
      projectionEnergy: typeof projectionEnergyJs;
    };
    const mask = Uint8Array.from({ length: 240 * 170 }, () => (next() < 0.2 ? 1 : 0));
    for (const limit of [1, 700, 40_000]) {
      const js = inkPointsJs(mask, 240, limit);
      expect(Array.from(kernels.inkPoints(mask, 240, limit))).toEqual(Array.from(js));
    }
    const points = inkPointsJs(mask, 240, 5000);
    for (const deg of [-6, -0.35, 0, 2.5]) {
      const t = (deg * Math.PI) / 180;
      const args = [points, Math.sin(t), Math.cos(t), 240, 170 + 2 * 240 + 2] as const;
      expect(kernels.projectionEnergy(...args)).toBe(projectionEnergyJs(...args));
    }
    expect(() => kernels.projectionEnergy(points, 0, 1, 0, -1)).toThrow(/bins/);
    expect(() => kernels.inkPoints(mask, 0, 10)).toThrow(/width/);
    expect(() => markInk(new Uint8Array(6), 3, 2, 2 ** 31 - 1, 215, 0.82)).toThrow(/half/);
  });

  it("answers bad arguments with a JavaScript error, never a crash", () => {
    const cv = native;
    const mat = card(cv);
    const dst = new cv.Mat();
    expect(() => cv.Canny({} as Mat, dst, 1, 2)).toThrow(/must be a cv.Mat/);
    expect(() => cv.GaussianBlur(mat, dst, new cv.Size(4, 4), 0)).toThrow(/odd/);
    expect(() => cv.cvtColor(mat, dst, 9999)).toThrow(/OpenCV cvtColor/);
    expect(() => cv.cvtColor(new cv.Mat(), dst, cv.COLOR_RGB2Lab)).toThrow(/with data/);
    expect(() => cv.resize(mat, dst, new cv.Size(100_000, 100_000), 0, 0, cv.INTER_LINEAR)).toThrow(
      /4e8/,
    );
    const page = { data: new Uint8Array(12), width: 2, height: 2, channels: 3 as const };
    const identity = [1, 0, 0, 0, 1, 0, 0, 0, 1];
    expect(() => cv.warpPage({ ...page, width: 3 }, identity, 4, 4, false, 255)).toThrow(/bytes/);
    expect(() => cv.warpPage(page, [1, 0, 0], 4, 4, false, 255)).toThrow(/9 finite/);
    expect(() => cv.warpPage(page, identity, 0, 4, false, 255)).toThrow(/positive/);
    expect(() => cv.warpPage(page, identity, 4, 4, false, 255, undefined, undefined, 0)).toThrow(
      /threads/,
    );
    expect(() =>
      cv.warpPage(page, identity, 4, 4, false, 255, new Float64Array(3), new Float64Array(16)),
    ).toThrow(/columns/);
    const empty = new cv.MatVector();
    expect(() => cv.findContours(mat, empty, mat as unknown as Mat, 99, 99)).toThrow();
    mat.delete();
    expect(() => mat.rows).toThrow(/deleted/);
    expect(() => mat.delete()).toThrow(/already deleted/);
    // A view taken before delete keeps its pixels.
    const kept = card(cv);
    const view = kept.data;
    kept.delete();
    expect(view[60 * 160 + 80]).toBe(220);
    dst.delete();
    empty.delete();
  });

  it("runs in several worker threads at once with the same results", async () => {
    const expected = pipelineOf(native).edges.reduce((s, v, i) => s + v * (i % 7), 0);
    // Each thread loads the addon (its own instance of the classes) and runs the calls 20 times.
    const code = `
      const { parentPort } = require("node:worker_threads");
      const cv = require(${JSON.stringify(ADDON_PATH)});
      const sums = [];
      for (let round = 0; round < 20; round++) {
        const src = new cv.Mat(120, 160, cv.CV_8UC1);
        const d = src.data;
        for (let y = 0; y < 120; y++) for (let x = 0; x < 160; x++) {
          const u = x - 80 + 0.2 * (y - 60), v = y - 60 - 0.2 * (x - 80);
          d[y * 160 + x] = Math.abs(u) < 50 && Math.abs(v) < 32 ? (v < -20 ? 40 : 220) : 90;
        }
        const blurred = new cv.Mat(), edges = new cv.Mat();
        cv.GaussianBlur(src, blurred, { width: 5, height: 5 }, 0);
        cv.Canny(blurred, edges, 25, 75);
        sums.push(edges.data.reduce((s, v, i) => s + v * (i % 7), 0));
        src.delete(); blurred.delete(); edges.delete();
      }
      parentPort.postMessage(sums);
    `;
    const results = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<number[]>((resolve, reject) => {
            const worker = new Worker(code, { eval: true });
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    );
    for (const sums of results) expect(sums).toEqual(Array(20).fill(expected));
  });

  it("names the call when native code crashes, and dies by the signal for its supervisor", () => {
    const run = spawnSync(
      process.execPath,
      ["-e", `require(${JSON.stringify(ADDON_PATH)}).crashForTesting()`],
      { env: { ...process.env, IRIS_OPENCV_CRASH_TEST: "1" }, encoding: "utf8" },
    );
    expect(run.signal).toBe("SIGSEGV");
    expect(run.stderr).toContain("native OpenCV crashed (SIGSEGV in cv.crashForTesting)");
  });

  it("leaves WebAssembly out-of-bounds traps (OpenCV.js) to Node once loaded", () => {
    // A module with one 64 KiB page whose `load` reads anywhere: reading at 1 MiB traps.
    const bytes = [
      0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 5, 3, 1, 0, 1, 7, 8, 1,
      4, 108, 111, 97, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 40, 2, 0, 11,
    ];
    const script = `
      require(${JSON.stringify(ADDON_PATH)});
      const m = new WebAssembly.Instance(new WebAssembly.Module(Uint8Array.from(${JSON.stringify(bytes)})));
      try { m.exports.load(1 << 20); } catch (e) { console.log(e.constructor.name); }
      console.log(m.exports.load(8));
    `;
    const run = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(run.signal).toBeNull();
    expect(run.stdout.split("\n").slice(0, 2)).toEqual(["RuntimeError", "0"]);
  });
});
