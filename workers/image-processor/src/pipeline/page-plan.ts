import {
  type Homography,
  multiply,
  type Quad,
  quadSides,
  rectToQuad,
  scaling,
  unturn,
} from "@iris/kit/geometry";
import {
  type DocumentFormat,
  formatPixels,
  isPageText,
  OUTPUT,
  rectifiedAspect,
  snapFormat,
} from "./perspective";

/** Longest side of the page that orientation, dewarp planning and quality look at. */
export const ANALYSIS_SIZE = OUTPUT.analysisSize;

/** A page to render: its size and the map from its pixels to input pixels. */
export interface PageView {
  width: number;
  height: number;
  /** Page pixel → input pixel. */
  toInput: Homography;
}

/** The page the quad outlines, at analysis size, with its true aspect ratio. */
export function analysisView(
  quad: Quad,
  frame: { width: number; height: number },
  isFrame: boolean,
): PageView {
  const aspect = isFrame
    ? frame.width / frame.height
    : rectifiedAspect(quad, frame.width, frame.height);
  const width = Math.max(16, Math.round(aspect >= 1 ? ANALYSIS_SIZE : ANALYSIS_SIZE * aspect));
  const height = Math.max(16, Math.round(aspect >= 1 ? ANALYSIS_SIZE / aspect : ANALYSIS_SIZE));
  return { width, height, toInput: rectToQuad(width, height, quad) };
}

/**
 * The same page turned clockwise by `degrees` (quarter turns swap width and height; a small
 * skew correction keeps the size and loses the corners).
 */
export function turnView(view: PageView, degrees: number): PageView {
  if (degrees === 0) return view;
  const quarter = Math.round(degrees / 90) * 90;
  const swap = ((quarter % 180) + 180) % 180 === 90;
  const width = swap ? view.height : view.width;
  const height = swap ? view.width : view.height;
  return {
    width,
    height,
    toInput: multiply(view.toInput, unturn(degrees, view.width, view.height, width, height)),
  };
}

/** The final output: its size, resolution and the format it snapped to. */
export interface OutputPlan {
  view: PageView;
  /** Dots per inch of the output when the document's size is known. */
  dpi: number | undefined;
  format: DocumentFormat | undefined;
  /** Pixels per inch of the document in the input, when its size is known. */
  effectiveDpi: number | undefined;
}

const { minScanDensity: MIN_SCAN_DENSITY, maxUpscale: MAX_UPSCALE } = OUTPUT;

/** Output resolutions, dots per inch. */
export interface OutputResolution {
  /** Cards, passport pages, and scans that declare their density. */
  dpi: number;
  /** A photographed page of a page format (A4, Letter). */
  pageDpi: number;
}

/**
 * Sizes the output of an upright page. A document that snaps to a known format is resampled
 * to `resolution.dpi`, or `resolution.pageDpi` when it is a page by all three of its format,
 * its orientation and its text's size (body text is larger than a card's print, and a card
 * taken for a page must not lose pixels) — or at the photo's own resolution when that lies
 * between the two (what the camera saw is not thrown away); a scan that declares a scanner's density (≥ 100 dpi)
 * is rescaled to `dpi` from it
 * (enlarged at most twofold, `dpi` says what was reached); anything else keeps
 * the resolution it had in the input (its size on paper is unknown). The pixel limit wins
 * over the requested resolution.
 */
export function planOutput(
  upright: PageView,
  source: {
    /** Document outline in the input (the frame for scans). */
    quad: Quad;
    detected: boolean;
    density: number | undefined;
    /** The upright page ends in a passport's machine-readable zone (see OrientationEstimate). */
    mrzBand?: boolean;
    /** Median text line height over the page's long side (see OrientationEstimate). */
    textHeight?: number;
  },
  resolution: OutputResolution,
  maxPixels: number,
): OutputPlan {
  const targetDpi = resolution.dpi;
  const sides = quadSides(source.quad);
  const inputLong = Math.max(sides.width, sides.height);
  // Only a detected document has a known shape; a full frame is a scan or a failed detection.
  const format = source.detected
    ? snapFormat(upright.width, upright.height, {
        mrzBand: source.mrzBand,
        textHeight: source.textHeight,
      })
    : undefined;
  let width: number;
  let height: number;
  let dpi: number | undefined;
  let effectiveDpi: number | undefined;
  const density =
    source.density !== undefined && source.density >= MIN_SCAN_DENSITY ? source.density : undefined;
  // The frame keeps its own sides (swapped when the page is turned a quarter): from the
  // analysis view's rounded aspect a scan came out a pixel wider or narrower than its input,
  // and every pixel of it was resampled.
  const turned = upright.width >= upright.height !== sides.width >= sides.height;
  const frameWidth = turned ? sides.height : sides.width;
  const frameHeight = turned ? sides.width : sides.height;
  if (!source.detected && density) {
    effectiveDpi = density;
    const s = Math.min(MAX_UPSCALE, targetDpi / density);
    dpi = Math.round(density * s);
    width = frameWidth * s;
    height = frameHeight * s;
  } else if (format) {
    const portrait = upright.width < upright.height;
    const page =
      format.page && (format.reading === "portrait") === portrait && isPageText(source.textHeight);
    effectiveDpi = inputLong / (format.long / 25.4);
    // A page photographed at more than `pageDpi` keeps its own resolution, up to `dpi`.
    dpi = page
      ? Math.min(targetDpi, Math.max(resolution.pageDpi, Math.round(effectiveDpi)))
      : targetDpi;
    const size = formatPixels(format, upright.width >= upright.height, dpi);
    width = size.width;
    height = size.height;
  } else if (!source.detected) {
    width = frameWidth;
    height = frameHeight;
  } else {
    const long = inputLong;
    width = upright.width >= upright.height ? long : (long * upright.width) / upright.height;
    height = (width * upright.height) / upright.width;
  }
  const pixels = width * height;
  if (pixels > maxPixels) {
    const s = Math.sqrt(maxPixels / pixels);
    width *= s;
    height *= s;
    if (dpi) dpi = Math.floor(dpi * s);
  }
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return {
    view: {
      width: w,
      height: h,
      toInput: multiply(upright.toInput, scaling(upright.width / w, upright.height / h)),
    },
    dpi,
    format,
    effectiveDpi,
  };
}
