/**
 * Tunables of corner detection, by stage (the cascade is described at the top of detect.ts).
 * Each holds for documents in general: sizes are relative to the image or the document, and
 * thresholds follow from what a physical document edge looks like.
 */

/** The downscaled working image candidates are generated and scored on. */
export const WORK = {
  /** Longest side: a document edge stays several pixels long while text shrinks to texture. */
  size: 640,
  /** Gaussian blur of each channel (pixels): removes sensor noise and JPEG blocks, not edges. */
  blur: 5,
  /**
   * Dark detail smaller than this (pixels, elliptic closing) is closed over in the lightness
   * used for edge maps: text of the document and of papers around it, never a page edge.
   */
  textless: 11,
  /**
   * Step (8-bit units) a document edge must show per channel on a clean image: well above
   * sensor noise, below the paper-to-background step of any photo worth processing.
   */
  step: { L: 14, a: 10, b: 10, C: 14 },
  /** On textured or noisy images the step floor rises to this multiple of the texture. */
  textureFactor: 3,
  /** Lab chroma axes are spread this much around neutral: chroma edges are faint. */
  chromaGain: 2,
} as const;

/** Candidate outlines from edge contours, straight lines and colour regions. */
export const CANDIDATES = {
  /** Smallest document outline, as a share of the frame: a document is photographed to be read. */
  minArea: 0.04,
  /**
   * Smallest interior angle (degrees; the largest is 180° minus it) of an outline: a rectangle
   * photographed even 40° off square keeps its corners within about 70°–115°.
   */
  minAngle: 45,
  /** Canny thresholds, a sensitive and a strict pair: faint and strong edges both yield outlines. */
  canny: [
    [15, 45],
    [35, 105],
  ],
  /** Hull simplification tolerances (share of the perimeter), tried until ≤ maxHullPoints remain. */
  approx: [0.01, 0.02, 0.04],
  maxHullPoints: 12,
  /** Segmentation: opening (cuts cables and thin things touching the page) and closing (fills text). */
  segmentOpen: 7,
  segmentClose: 9,
} as const;

/** Outlines from pairs of straight edges (lines.ts). */
export const LINES = {
  /** Canny thresholds of the line map: between the contour pairs. */
  canny: [25, 75],
  /** Hough votes, and the shortest segment as a share of the short side. */
  votes: 30,
  minLength: 0.06,
  maxGap: 4,
  /** Segments within this angle (radians) and distance (pixels) are one line. */
  mergeAngle: 0.035,
  mergeDistance: 2.5,
  /** Lines kept (the best supported), and quadrilaterals kept for scoring. */
  maxLines: 36,
  keep: 40,
  /** Opposite sides differ by at most this angle (radians): perspective tilts them. */
  parallel: 0.45,
  /** Opposite sides lie at least this share of the short side apart. */
  minSeparation: 0.12,
  /** Adjacent sides meet at 52°–128° (this angle gap, radians, at least). */
  minCorner: 0.9,
  /** Corners may lie this share of the long side outside the image (a cut-off corner). */
  outside: 0.15,
  /** Share of the perimeter the segments must cover. */
  minCoverage: 0.25,
} as const;

/** The step test that scores a side (score.ts). */
export const SCORING = {
  /** Half the distance between the outside and inside samples (working pixels). */
  reach: 2.5,
  /** Each step is averaged over three points this far apart along the side (noise). */
  along: 1.5,
  /** Share of each side's ends left out (rounded corners, fingers). */
  ends: 0.06,
  /** A sample supports its side from half a threshold step (0) to one and a half (1). */
  grade: 0.5,
  /** A side with less support than this weighs the whole outline down: a document has four sides. */
  weakSide: 0.4,
  /** A side continuous at full resolution earns at most this much although its step is faint. */
  faintEdgeCredit: 0.85,
  /** Stretches of a moved side judged on their own: at least this long (working pixels). */
  minStretch: 12,
  /** …and split at a base corner lying within this distance of the side (working pixels). */
  onSide: 1.5,
} as const;

/** Sub-pixel refinement at full resolution (refine.ts). */
export const REFINEMENT = {
  /** Samples per side: one per this many pixels of side, within the bounds below. */
  sampleSpacing: 6,
  minSamples: 16,
  maxSamples: 96,
  /** Share of each side's ends left out: ID cards have rounded corners. */
  ends: 0.08,
  /** The weakest gradient (8-bit levels per pixel) that counts as an edge. */
  minGradient: 3,
  /** Outliers beyond this many MADs (and at least minResidual pixels) leave the line fit. */
  outlierMads: 2.5,
  minResidual: 0.75,
  /** A side needs this many samples on its line. */
  minInliers: 6,
  /** A refined outline must still overlap its candidate this much (IoU). */
  minOverlap: 0.8,
  /** The first round searches max(minRadius, radius working pixels) around each side, then a third of it. */
  minRadius: 4,
  radius: 3,
  /** Share of a side's samples on its fitted line from which the side counts as continuous. */
  continuous: 0.85,
  /**
   * A stretch has an edge on its line where the strongest step within onLineSearch pixels lies
   * within onLine pixels of it: a refined side is sub-pixel accurate, noise peaks land anywhere.
   */
  onLineSearch: 4,
  onLine: 1.5,
  /** Samples and the middle share of a side over which its edge width is measured. */
  widthSamples: 24,
  widthEnds: 0.1,
} as const;

/** Regions of a surface made of lines: tiles, a checked cloth, a cutting mat (surface.ts). */
export const PATTERN = {
  /** A side lies on an edge line as steep (radians) that passes within this many pixels of both its ends. */
  sameAngle: 0.035,
  onLine: 2.5,
  /**
   * A side's end runs on when its line, continued beyond the corner for this share of the side
   * (at least minReach working pixels), is covered this much by edge segments.
   */
  reach: 0.25,
  minReach: 12,
  covered: 0.7,
  /**
   * An outline with at least this many of its side ends running on, and this share of those
   * judged (whose continuation lies in the image), is a cell of the surface. A document's side
   * may run on into a line behind it (a plank seam, the table's edge, a booklet's facing page)
   * at a few ends; a grid's lines run on at nearly all, less those hidden by the document.
   */
  runningOn: 4,
  share: 0.75,
  /**
   * A block of cells holds grid lines that run wall to wall across it (edge segments cover
   * this share of the way) both ways, clear of its sides by this share of the walls…
   */
  wallToWall: 0.6,
  interiorClear: 0.08,
  /**
   * …at least this many each way. A form's table rules may run nearly wall to wall one way,
   * its column rules seldom twice the other way; a card's colour bands run one way.
   */
  gridLines: 2,
} as const;

/** Choosing among refined outlines (detect.ts). */
export const CHOICE = {
  /** Below this edge score no outline is trusted and the full frame is kept. */
  accept: 0.45,
  /** An edge score from which line and contour candidates are trusted to hold the document. */
  clearEdges: 0.9,
  /** Distinct outlines refined at full resolution. */
  refine: 8,
  /** The best this many outlines get side variants and their containers refined too. */
  best: 3,
  /** Refined outlines tried in pairs as mergers. */
  mergeTop: 6,
  /** Outlines overlapping more than this (IoU) are one outline. */
  sameOutline: 0.95,
  /** An outline this close to the frame (IoU) is the frame: a flat scan. */
  frame: 0.95,
  /** Confidence rises from 0 at this score to 1 at this score plus `confidenceSpan`. */
  confidenceFrom: 0.3,
  confidenceSpan: 0.55,
  /** A container competes for refinement from this share of the score of what it contains. */
  container: 0.75,
  /** Outlines within this score of the best compete on containment (a printed box inside). */
  nearBest: 0.1,
  /**
   * …and, apart from it, on being what the photo is of: this many times larger and nearer the
   * frame's centre (a receipt, a book, a phone beside the document).
   */
  prominent: 1.5,
  /** `inner` lies inside `outer` when this share of it does. */
  contained: 0.9,
  /** An inner outline filling more than this share of the outer may be the document itself. */
  fills: 0.5,
  /**
   * Outlines at least this long for their height are strips: a band printed across a card or a
   * passport's data page (the MRZ zone: 4.7 on a card, 5–8 on a booklet page with its margin;
   * a header bar), whose crisp edges can outscore the document's own fainter ones. No card or
   * page is so long; receipts, the long things people photograph, seldom are.
   */
  strip: 4,
  /**
   * A strip gives way to a good outline, not itself a strip, holding this share of it: the
   * document it is printed across, which the strip may overrun by a booklet's cover edge.
   */
  stripHeld: 0.75,
  /**
   * How much softer (times, and pixels) than the document's own edges the sides a larger
   * outline adds may be: a physical edge is as sharp as the camera makes it, a cast shadow's
   * is spread over many pixels.
   */
  softer: 2,
  softerPixels: 4,
  /** Edge widths are measured within this share of the outline's size of each side. */
  widthReach: 0.04,
  /** Sides of the two outlines closer than this share of its size are the same side. */
  sameSide: 0.01,
  /** Stretches a larger outline adds shorter than this (working pixels) are not judged… */
  minBeyond: 12,
  /** …longer ones must follow a step edge this well: a band or margin does, open background not… */
  minBeyondSupport: 0.5,
  /**
   * …or be an edge at full resolution along this share of their length: a light page's edge on
   * a light table is continuous although its step is faint, open background is not.
   */
  minBeyondContinuity: 0.8,
  /** Two outlines merge (a card's dark band and its light body) when their hull adds at most this much area. */
  mergeSlack: 1.1,
  /** …and they overlap at most this much (IoU): more is one outline seen twice. */
  mergeOverlap: 0.6,
} as const;

/** Variants of an outline with one side moved to another step edge (extend.ts). */
export const VARIANTS = {
  /** A moved side must be at least this well supported. */
  minSupport: 0.6,
  /** How far a side may move, as a share of the outline's extent across it. */
  reach: 0.45,
  /** Sample spacing (working pixels) of the quick sweep, and how far below minSupport it may read. */
  coarseSpacing: 6,
  coarseMargin: 0.15,
  /** The sweep starts this far from the side and steps this much (working pixels)… */
  sweepFrom: 4,
  sweepStep: 1.5,
  /** …and reaches at least this far. */
  minReach: 6,
} as const;

/** Completing a card whose header or footer band is the colour of what it lies on (complete.ts). */
export const COMPLETION = {
  /**
   * Outlines between these aspects are completed: longer than ID-1 (1.586) by more than the
   * aspect estimate errs (≈ 10 %), and no longer than an ID-1 card missing its widest colour
   * band (≈ 30 % of its height). Longer ones are receipts and strips, not cards.
   */
  minElongated: 1.75,
  maxElongated: 2.3,
  /** Support the band's outer edge needs: fainter than a document edge may be, not noise. */
  minSupport: 0.35,
  /** How far around the offset that gives ID-1's aspect the band edge is looked for (working px). */
  search: 4,
} as const;

/** Text around an outline (page-text.ts): boxes printed on a scanned page are not documents. */
export const PAGE_TEXT = {
  /** Longest side of the copy text is looked for in: body text stays a few pixels tall. */
  size: 1200,
  /**
   * An outline with more print on paper around it than this multiple of the text inside it
   * is a box printed on a page (a photo on an ID card, a table on a scanned invoice): a
   * document lying on a background has background, not print on paper, around it.
   */
  maxOutside: 1.25,
  /** Mean grey level around ink above which it is print on paper (paper is light). */
  paperLightness: 170,
  /** Text outside an outline covering less than this share of the frame is no evidence. */
  minShare: 0.002,
  /**
   * A small outline inside a larger one is a picture printed on the document (the holder's
   * photo on a card) when the band of the larger one around it holds text at least this
   * densely (glyph points per pixel of the text copy; an ID card's printed side measures about
   * 0.045, its photo 0.001–0.014, on training families)…
   */
  ringDensity: 0.02,
  /** …and this many times as densely as the small outline. */
  ringOverInner: 3,
  /**
   * A photo holding at least this much print on paper (text points in light surroundings:
   * a page's worth; a card's few hundred in dim light are too few to place)…
   */
  minPrint: 1000,
  /**
   * …is not of an outline holding less than this share of it (a pen, a tile, a phone beside a
   * page: on training photos a right outline held at least 0.31, a wrong one as little as 0)…
   */
  minPrintShare: 0.15,
  /** …but of a good outline holding at least this share, or else of the full frame. */
  holdsPrint: 0.5,
} as const;
