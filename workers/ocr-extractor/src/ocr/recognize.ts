import sharp from "sharp";
import type { OcrConfig } from "../ocr-config";
import { tesseractLang } from "../ocr-config";
import { type PreparedImage, prepareImage, rotatePng } from "./preprocess";
import { joinParts, splitPage, splittable } from "./split-page";
import { parseTsv } from "./tsv";
import type { BBox, OcrEngine, OcrPage, RecognizeOptions, TextBlock } from "./types";

/** A recognised page with how it was read. */
export interface OcrResult extends OcrPage {
  engine: "js" | "native";
  /** Tesseract languages used, e.g. "spa+eng". */
  language: string;
  psm: number;
  /** The mode Tesseract ran with (OSD modes map to their plain twins, see appliedPsm). */
  psm_applied: number;
  dpi: number;
  /** Clockwise degrees the page was turned before reading (orientation search). */
  rotation: 0 | 90 | 180 | 270;
  preprocessing: string[];
  timings: { preprocess_ms: number; ocr_ms: number };
  /** The prepared, upright PNG that was read and its scale to the upload (for second passes). */
  prepared: { png: Buffer; scale: number; dpi: number };
}

/**
 * Whitens a prepared page's ruled lines off the event loop (see removeRules; only the dotted
 * ones with `leadersOnly`); undefined when the page has none.
 */
export type RuleRemover = (
  png: Buffer,
  dpi: number,
  leadersOnly: boolean,
) => Promise<Buffer | undefined>;

/**
 * Pages read with less than this mean confidence are tried in the other orientations, when
 * their words do not say which way the text runs (see textAxis; horizontal text is searched
 * below UPRIGHT_CHECK_BELOW, vertical text always).
 */
const ORIENTATION_RETRY_BELOW = 0.75;
/**
 * A page the caller says is upright (phase 1 turned it by its text lines) is searched only
 * when it reads below this mean confidence: an upside-down page reads at 0.28–0.50 (60 phase-1
 * training photos turned over, and the tesseract test page), an upright one mostly at 0.7–0.94
 * and rarely below 0.6 (a faint receipt photo at 0.42). The search keeps the upright reading
 * unless a turn reads clearly better, so a faint upright page costs only the probes.
 */
export const UPRIGHT_CHECK_BELOW = 0.6;
/**
 * Page segmentation modes in which Tesseract finds the page's lines itself (automatic, sparse
 * text). Only there do wide word boxes show that the text runs horizontally: the block and
 * column modes (4, 6) cut lines across whatever the page holds, so a page lying on its side
 * also reads as short, wide fragments. Read that way, a page that reads badly turned over too
 * is searched on its sides as well.
 */
const LAYOUT_PSMS = new Set([3, 11]);
/** A turned reading this confident ends the search early. */
const ORIENTATION_GOOD = 0.85;
/** A turned reading must score this much more than the upright one to replace it. */
const ORIENTATION_MARGIN = 1.2;
/**
 * Each turned orientation is first read on a band across its middle, this share of its
 * height (full width): only one whose band reads clearly better than the upright page's
 * words in its own middle band is read whole. An upright page that merely reads faintly (the
 * usual reason for the search) then costs one page of probes instead of three whole pages.
 */
const PROBE_BAND = 1 / 3;
/**
 * The band decides only when the upright reading has this many plausible words in it; a page
 * with less text there (sparse, or read as noise) is searched with whole pages.
 */
const PROBE_MIN_WORDS = 8;

/**
 * Prepares an upload and reads it with `engine` under `config`. With `auto_rotate`, a page
 * that reads badly upright is also read turned (by 180° when its words run horizontally, by
 * 90° and 270° when they run vertically, see textAxis), and the reading with the most
 * confident text wins; a page whose words run vertically is turned however well it reads. With a `removeRules`, the page's dotted rules (leaders) are
 * whitened first, and with `line_detection` its solid ones too (form boxes, table rules):
 * Tesseract drops text lines framed or underlined by them.
 * Without `auto_rotate`, `checkBelow` still searches a page that reads below that confidence
 * (see UPRIGHT_CHECK_BELOW). Boxes are given in the uploaded image's pixels (in the turned
 * frame when a rotation was applied).
 */
export async function recognizeUpload(
  engine: OcrEngine,
  file: Parameters<typeof prepareImage>[0],
  config: OcrConfig,
  limits: { maxPixels: number; timeoutMs: number },
  removeRules?: RuleRemover,
  checkBelow = 0,
): Promise<OcrResult> {
  const t0 = performance.now();
  const image = await prepareImage(file, config, limits);
  if (removeRules) {
    // A page whose analysis fails is read as it was prepared.
    const leadersOnly = !config.line_detection;
    const clean = await removeRules(image.png, image.dpi, leadersOnly).catch(() => undefined);
    if (clean) {
      image.png = clean;
      image.steps.push(leadersOnly ? "remove_leaders" : "remove_rules");
    }
  }
  const t1 = performance.now();
  const lang = tesseractLang(config.lang) ?? "spa";
  const psm = appliedPsm(config.psm);
  const read = async (png: Buffer) =>
    parseTsv(await engine.recognize(png, { lang, psm, dpi: image.dpi }));
  // A tall page on an engine with two or more workers: read in two parts side by side
  // (split-page.ts). The choice depends on the page and the deployment, never on the load, so
  // the same upload reads the same way however busy the service is.
  const parts = engine.workers >= 2 && splittable(psm, image.width, image.height);
  const readPage = async (png: Buffer): Promise<OcrPage> => {
    const split = parts ? await splitPage(png, image.dpi) : undefined;
    if (!split) return read(png);
    const [a, b] = await Promise.all(split.parts.map(read));
    return joinParts(a as OcrPage, b as OcrPage, split.row, image);
  };
  let page = await readPage(image.png);
  let upright = image.png;
  let rotation: OcrResult["rotation"] = 0;
  const axis = textAxis(page);
  // Horizontal text can only be upside down, and that reads under UPRIGHT_CHECK_BELOW; the
  // wider ORIENTATION_RETRY_BELOW is for pages whose words say nothing of their axis.
  const searchBelow = config.preprocessing.includes("auto_rotate")
    ? axis === "horizontal"
      ? UPRIGHT_CHECK_BELOW
      : ORIENTATION_RETRY_BELOW
    : checkBelow;
  // A page whose words run vertically lies on its side however confidently it reads.
  const sideways = searchBelow > 0 && axis === "vertical";
  const search = async (along: typeof axis, readsAtLeast = 0) => {
    for (const degrees of await orientationsWorthReading(read, image, page, along)) {
      const png = await rotatePng(image.png, degrees);
      const turned = await read(png);
      // On its side, the page is turned either way, whichever reads as lines the better;
      // otherwise a turn must read clearly better than the page as it came.
      const better = sideways
        ? textAxis(turned) === "horizontal" && (rotation === 0 || score(turned) > score(page))
        : score(turned) > score(page) * ORIENTATION_MARGIN && turned.confidence >= readsAtLeast;
      if (better) {
        page = turned;
        upright = png;
        rotation = degrees;
      }
      if (page.confidence >= ORIENTATION_GOOD && (!sideways || rotation !== 0)) break;
    }
  };
  if (page.confidence < searchBelow || sideways) {
    await search(axis);
    // Words only show that the text runs horizontally where Tesseract found the lines itself
    // (LAYOUT_PSMS): a page still reading this badly the other way up may lie on its side,
    // and is tried turned either way (its two sides probed against each other). A side is
    // kept only when it reads as an upright page does: a faint card read sideways can
    // otherwise outscore its own noise.
    if (axis === "horizontal" && !LAYOUT_PSMS.has(psm) && page.confidence < searchBelow)
      await search("vertical", UPRIGHT_CHECK_BELOW);
  }
  const t2 = performance.now();
  const steps = [...image.steps, ...(rotation ? [`rotate_${rotation}`] : [])];
  return {
    ...rescale(page, image),
    engine: engine.name,
    language: lang,
    psm: config.psm,
    psm_applied: psm,
    dpi: image.dpi,
    rotation,
    preprocessing: steps,
    timings: { preprocess_ms: round(t1 - t0), ocr_ms: round(t2 - t1) },
    prepared: { png: upright, scale: image.scale, dpi: image.dpi },
  };
}

/**
 * Reads one region of an already prepared page again, with its own settings (e.g. an MRZ
 * band with a character whitelist). `box` is in upload pixels, like the page's boxes; the
 * answer's boxes are too.
 */
export async function recognizeRegion(
  engine: OcrEngine,
  prepared: OcrResult["prepared"],
  box: BBox,
  options: RecognizeOptions,
): Promise<OcrPage> {
  const meta = await sharp(prepared.png).metadata();
  const s = prepared.scale;
  const left = Math.max(0, Math.floor(box.x * s));
  const top = Math.max(0, Math.floor(box.y * s));
  const width = Math.min((meta.width ?? 0) - left, Math.ceil(box.width * s));
  const height = Math.min((meta.height ?? 0) - top, Math.ceil(box.height * s));
  if (width < 8 || height < 8) return { text: "", confidence: 0, blocks: [], width: 0, height: 0 };
  const png = await sharp(prepared.png).extract({ left, top, width, height }).png().toBuffer();
  const page = parseTsv(await engine.recognize(png, options));
  const shift = (b: TextBlock): TextBlock => ({
    ...b,
    bbox: { x: b.bbox.x + left, y: b.bbox.y + top, width: b.bbox.width, height: b.bbox.height },
    children: b.children.map(shift),
  });
  return rescale({ ...page, blocks: page.blocks.map(shift) }, { scale: s });
}

type Turn = 90 | 180 | 270;

/** How many of a page's words must run one way for the page's text to run that way. */
const AXIS_SHARE = 0.75;
/** Fewer words than this (of three or more characters) say nothing about the text's axis. */
const AXIS_MIN_WORDS = 5;

/**
 * Which way a reading's words run, told from their boxes: a word of three or more characters
 * is wider than tall along its line. Tesseract reads a page lying on its side as vertical
 * text (tall word boxes), often as confidently as an upright page, and a page turned over as
 * horizontal text at a low confidence; so a horizontal page can only need turning over and
 * a vertical one only turning sideways. Undefined when too few words agree.
 */
export function textAxis(page: OcrPage): "horizontal" | "vertical" | undefined {
  const words = wordsOf(page).filter((w) => /[\p{L}\d]{3,}/u.test(w.text));
  if (words.length < AXIS_MIN_WORDS) return undefined;
  const wide = words.filter((w) => w.bbox.width > w.bbox.height).length / words.length;
  if (wide >= AXIS_SHARE) return "horizontal";
  if (1 - wide >= AXIS_SHARE) return "vertical";
  return undefined;
}

/**
 * The turned orientations to read whole, best first. A page whose text runs horizontally
 * can only be upside down (180°), one whose text runs vertically only on its side (90° or
 * 270°); otherwise all three are candidates. Each candidate's middle band (PROBE_BAND) is read
 * first:
 * - beside a page read upright, a turn is kept when its band scores clearly above the
 *   upright reading's words in the same band (probing stops at a clear one), and every turn
 *   is read whole when the upright band has too few words to compare;
 * - on its side, the two turns are compared with each other (the upright reading of vertical
 *   text says nothing about which way is up), and the weaker is dropped when clearly so.
 */
async function orientationsWorthReading(
  read: (png: Buffer) => Promise<OcrPage>,
  image: PreparedImage,
  page: OcrPage,
  axis: ReturnType<typeof textAxis>,
): Promise<Turn[]> {
  const turns: Turn[] =
    axis === "horizontal" ? [180] : axis === "vertical" ? [90, 270] : [180, 90, 270];
  if (axis === "vertical") {
    const probes = await Promise.all(
      turns.map(async (degrees) => ({
        degrees,
        band: await read(await middleBand(image.png, degrees)),
      })),
    );
    const [best, next] = probes
      .map((p) => ({ degrees: p.degrees, score: score(p.band), words: plausibleCount(p.band) }))
      .sort((a, b) => b.score - a.score) as [Probe, Probe];
    const clear = best.words >= PROBE_MIN_WORDS && best.score > next.score * ORIENTATION_MARGIN;
    return clear ? [best.degrees] : [best.degrees, next.degrees];
  }
  const top = (image.height * (1 - PROBE_BAND)) / 2;
  const bottom = top + image.height * PROBE_BAND;
  const inBand = wordsOf(page).filter((w) => {
    const middle = w.bbox.y + w.bbox.height / 2;
    return middle >= top && middle < bottom;
  });
  if (inBand.filter(plausible).length < PROBE_MIN_WORDS) return turns;
  const upright = scoreWords(inBand);
  const probes: Probe[] = [];
  for (const degrees of turns) {
    const band = await read(await middleBand(image.png, degrees));
    probes.push({ degrees, score: score(band), words: plausibleCount(band) });
    // A band this clear, and better than upright: no need to probe the other turns.
    if (band.confidence >= ORIENTATION_GOOD && score(band) > upright * ORIENTATION_MARGIN) break;
  }
  return probes
    .filter((p) => p.score > upright * ORIENTATION_MARGIN)
    .sort((a, b) => b.score - a.score)
    .map((p) => p.degrees);
}

interface Probe {
  degrees: Turn;
  score: number;
  words: number;
}

/** The middle PROBE_BAND of `png` turned by `degrees`, full width. */
async function middleBand(png: Buffer, degrees: Turn): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const [width, height] =
    degrees === 180 ? [meta.width ?? 0, meta.height ?? 0] : [meta.height ?? 0, meta.width ?? 0];
  const bandHeight = Math.max(1, Math.round(height * PROBE_BAND));
  return sharp(png)
    .rotate(degrees)
    .extract({ left: 0, top: Math.round((height - bandHeight) / 2), width, height: bandHeight })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Orientation-and-script detection needs osd.traineddata, which no npm package ships: the OSD
 * modes run as their plain twins (1 → 3, 12 → 11); orientation is handled by auto_rotate.
 */
export function appliedPsm(psm: number): number {
  return psm === 1 ? 3 : psm === 12 ? 11 : psm;
}

/** Confidence mass of plausible words: favours readings with many confident real words. */
function score(page: OcrPage): number {
  return scoreWords(wordsOf(page));
}

function plausibleCount(page: OcrPage): number {
  return wordsOf(page).filter(plausible).length;
}

function scoreWords(words: TextBlock[]): number {
  return words.filter(plausible).reduce((total, word) => total + word.confidence ** 2, 0);
}

/** A word with two letters or digits in a row: not a speck or a stroke read as a character. */
function plausible(word: TextBlock): boolean {
  return /[\p{L}\d]{2,}/u.test(word.text);
}

function wordsOf(page: OcrPage): TextBlock[] {
  return page.blocks.flatMap((block) => block.children.flatMap((line) => line.children));
}

function rescale(page: OcrPage, image: Pick<PreparedImage, "scale">): OcrPage {
  if (image.scale === 1) return page;
  const box = (b: BBox): BBox => ({
    x: Math.round(b.x / image.scale),
    y: Math.round(b.y / image.scale),
    width: Math.round(b.width / image.scale),
    height: Math.round(b.height / image.scale),
  });
  const walk = (block: TextBlock): TextBlock => ({
    ...block,
    bbox: box(block.bbox),
    children: block.children.map(walk),
  });
  return {
    ...page,
    blocks: page.blocks.map(walk),
    width: Math.round(page.width / image.scale),
    height: Math.round(page.height / image.scale),
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
