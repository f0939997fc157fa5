import { GraphBuilder } from "@iris/ml-core";
import {
  type EncoderParams,
  type FeatureBlock,
  fittedProjection,
  layoutFeatures,
} from "../layout-encoder/build-graph";
import { DETECTOR, detectorBytes } from "./detector";

/** Input side: the detector still finds A4 body-text lines (patchily) and runs in a fraction of a 640 input's time. */
export const INPUT_SIZE = 512;
export const INPUT_NAME = "pixel_values";
export const OUTPUT_NAME = "embedding";

/** Vertical erosions (px at half resolution): which text lines are at least this tall. */
const LINE_HEIGHTS = [3, 5, 9, 17];
/** Horizontal erosions (px at half resolution): which text runs are at least this long. */
const RUN_LENGTHS = [17, 49, 129];

/** The feature groups the graph can compute; `fit.ts` chooses which ones the model keeps. */
export const ALL_GROUPS = ["layout", "text_map", "text_shape", "deep", "neck"] as const;
/** Further groups, computed only when asked for (features.ts --groups). */
export const EXTRA_GROUPS = [
  "deep_max",
  "deep_grid",
  "deep_std",
  "stage1",
  "stage2",
  "stage3",
  "stage3_std",
  "text_geom",
] as const;
export type FeatureGroup = (typeof ALL_GROUPS)[number] | (typeof EXTRA_GROUPS)[number];

/**
 * The text-layout encoder as an ONNX graph: a letterboxed RGB page in [0, 1] (640 × 640,
 * black padding so the page's shape shows) goes through the PP-OCRv4 text detector, and
 * the graph pools what it sees into fixed features:
 *
 * - `text_map`: the text-probability map averaged on a 16 × 16 grid and along 32 bands of
 *   rows and of columns — where the text lines are;
 * - `text_shape`: the map eroded vertically and horizontally, averaged on a 4 × 4 grid and
 *   over the page — how tall and how long the text lines are (titles, body, fields, prose);
 * - `deep`: the detector backbone's deepest features averaged over the page;
 * - `deep_max`: their maximum over the page; `deep_grid`: their means on a 2 × 2 grid;
 * - `neck`: the detector neck's multi-scale features averaged over the page and per quadrant;
 * - `layout`: iris_layout_v1's hand-designed features at half resolution (ink, edges, ruled
 *   lines, colour, texture).
 *
 * Without `params` it answers the raw features of `groups` (what fit.ts measures); with them
 * it standardises them and projects them as iris_layout_v1 does (see fittedProjection).
 */
export function buildTextLayoutEncoder(
  groups: readonly FeatureGroup[],
  params?: EncoderParams,
): { bytes: Uint8Array; blocks: FeatureBlock[] } {
  const S = INPUT_SIZE;
  const g = new GraphBuilder("iris_text_layout_encoder");
  const x = g.input(INPUT_NAME, ["batch", 3, S, S]);
  const blocks: FeatureBlock[] = [];
  const features: string[] = [];
  const add = (name: string, tensor: string, size: number) => {
    blocks.push({ name, size });
    features.push(g.op("Flatten", [tensor], { axis: 1 }));
  };
  const pool = (t: string, kh: number, kw: number) =>
    g.op("AveragePool", [t], { kernel_shape: [kh, kw], strides: [kh, kw] });
  const mean = (t: string) => g.op("ReduceMean", [t], { axes: [2, 3], keepdims: 1 });
  /** Standard deviation over the page, per channel. */
  const std = (t: string) => {
    const m = mean(t);
    const d = g.op("Sub", [t, m]);
    return g.op("Sqrt", [mean(g.op("Mul", [d, d]))]);
  };
  /**
   * Erosion of `t` by a kh × kw window: a min-pool, −MaxPool(−t). What survives a k-tall
   * window is text at least k tall.
   */
  const eroder = (t: string) => (kh: number, kw: number) =>
    g.op("Neg", [
      g.op("MaxPool", [g.op("Neg", [t])], {
        kernel_shape: [kh, kw],
        strides: [1, 1],
        pads: [(kh - 1) / 2, (kw - 1) / 2, (kh - 1) / 2, (kw - 1) / 2],
      }),
    ]);

  const normalised = g.op("Div", [
    g.op("Sub", [x, g.constant([...DETECTOR.mean], [1, 3, 1, 1])]),
    g.constant([...DETECTOR.std], [1, 3, 1, 1]),
  ]);
  const det = g.importGraph(detectorBytes(), "det/", { [DETECTOR.input]: normalised });
  const text = det(DETECTOR.output);

  for (const group of groups) {
    if (group === "layout") {
      const half = pool(x, 2, 2);
      const layout = layoutFeatures(g, half, S / 2);
      blocks.push(...layout.blocks.map((b) => ({ ...b, name: `layout/${b.name}` })));
      features.push(layout.raw);
    } else if (group === "text_map") {
      add("text_map_16x16", pool(text, S / 16, S / 16), 256);
      add("text_rows", pool(text, S / 32, S), 32);
      add("text_columns", pool(text, S, S / 32), 32);
    } else if (group === "text_shape") {
      const erode = eroder(pool(text, 2, 2));
      const eroded = [
        ...LINE_HEIGHTS.map((h) => ({ name: `tall_${h}`, t: erode(h, 1) })),
        ...RUN_LENGTHS.map((w) => ({ name: `long_${w}`, t: erode(1, w) })),
      ];
      for (const e of eroded) add(`text_${e.name}_4x4`, pool(e.t, S / 8, S / 8), 16);
      add(
        "text_shape_global",
        g.op("Concat", [mean(text), ...eroded.map((e) => mean(e.t))], { axis: 1 }),
        1 + eroded.length,
      );
    } else if (group === "deep") {
      add("detector_deepest_mean", mean(det(DETECTOR.deepest)), DEEPEST_CHANNELS);
    } else if (group === "deep_max") {
      add("detector_deepest_max", g.op("GlobalMaxPool", [det(DETECTOR.deepest)]), DEEPEST_CHANNELS);
    } else if (group === "deep_std") {
      add("detector_deepest_std", std(det(DETECTOR.deepest)), DEEPEST_CHANNELS);
    } else if (group === "stage1" || group === "stage2" || group === "stage3") {
      const i = Number(group.slice(-1)) - 1;
      add(
        `detector_${group}_mean`,
        mean(det(DETECTOR.stages[i] as string)),
        STAGE_CHANNELS[i] as number,
      );
    } else if (group === "stage3_std") {
      add(
        "detector_stage3_std",
        std(det(DETECTOR.stages[2] as string)),
        STAGE_CHANNELS[2] as number,
      );
    } else if (group === "text_geom") {
      // Coarse text geometry from the probability map: where text sits (4 × 4), how it is
      // spread down and across the page (8 bands each), and how tall and long its lines are.
      const erode = eroder(pool(text, 2, 2));
      add("text_4x4", pool(text, S / 4, S / 4), 16);
      add("text_rows_8", pool(text, S / 8, S), 8);
      add("text_columns_8", pool(text, S, S / 8), 8);
      add(
        "text_lines_global",
        g.op(
          "Concat",
          [
            mean(text),
            ...LINE_HEIGHTS.map((h) => mean(erode(h, 1))),
            ...RUN_LENGTHS.map((w) => mean(erode(1, w))),
          ],
          { axis: 1 },
        ),
        1 + LINE_HEIGHTS.length + RUN_LENGTHS.length,
      );
    } else if (group === "deep_grid") {
      add(
        "detector_deepest_2x2",
        pool(det(DETECTOR.deepest), S / 64, S / 64),
        DEEPEST_CHANNELS * 4,
      );
    } else {
      const neck = det(DETECTOR.neck);
      add("detector_neck_mean", mean(neck), NECK_CHANNELS);
      add("detector_neck_2x2", pool(neck, S / 8, S / 8), NECK_CHANNELS * 4);
    }
  }

  const raw = g.op("Concat", features, { axis: 1 });
  const total = blocks.reduce((sum, b) => sum + b.size, 0);
  let out = raw;
  let dim = total;
  if (params) ({ out, dim } = fittedProjection(g, raw, total, params));
  g.output(out, OUTPUT_NAME, ["batch", dim]);
  return {
    bytes: g.toBytes({
      description: params
        ? "iris text-layout encoder: PP-OCRv4 text map and layout features, LDA-projected"
        : "iris text-layout encoder: raw features",
      blocks: JSON.stringify(blocks),
      groups: JSON.stringify(groups),
    }),
    blocks,
  };
}

/** Channels of the detector backbone's deepest stage and of its neck (PP-OCRv4 mobile). */
const DEEPEST_CHANNELS = 384;
const NECK_CHANNELS = 96;
/** Channels of the backbone's first three stages (1/4, 1/8, 1/16 of the input side). */
const STAGE_CHANNELS = [48, 96, 192];

/** How many raw values each group adds. */
export const GROUP_SIZES: Record<FeatureGroup, number> = {
  layout: 247,
  text_map: 256 + 32 + 32,
  text_shape: (LINE_HEIGHTS.length + RUN_LENGTHS.length) * 17 + 1,
  deep: DEEPEST_CHANNELS,
  neck: NECK_CHANNELS * 5,
  deep_max: DEEPEST_CHANNELS,
  deep_grid: DEEPEST_CHANNELS * 4,
  deep_std: DEEPEST_CHANNELS,
  stage1: STAGE_CHANNELS[0] as number,
  stage2: STAGE_CHANNELS[1] as number,
  stage3: STAGE_CHANNELS[2] as number,
  stage3_std: STAGE_CHANNELS[2] as number,
  text_geom: 16 + 8 + 8 + 1 + LINE_HEIGHTS.length + RUN_LENGTHS.length,
};

/** Columns of `groups` in raw features computed for `layout` (in that order; ALL_GROUPS by default). */
export function groupColumns(
  groups: readonly FeatureGroup[],
  layout: readonly FeatureGroup[] = ALL_GROUPS,
): number[] {
  const cols: number[] = [];
  let at = 0;
  for (const group of layout) {
    const size = GROUP_SIZES[group];
    if (groups.includes(group)) for (let i = 0; i < size; i++) cols.push(at + i);
    at += size;
  }
  return cols;
}
