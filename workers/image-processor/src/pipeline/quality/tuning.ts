/**
 * Tunables of the quality assessment. Each score is a ramp from the value at which a page is
 * unusable for OCR (0) to the value from which it is as good as it gets (1).
 */

/** [bad, good] of each measure's ramp. */
export const RAMPS = {
  /** Edge spread on paper (mm): 0.1 mm keeps 1 mm type crisp, 0.3 mm merges its strokes. */
  blurMm: [0.3, 0.1],
  /** Share of the page blown out by specular highlights. */
  glare: [0.04, 0.005],
  /** Median luminance: a page under 60 is too dark to tell ink from paper. */
  exposure: [60, 120],
  /** 2nd-percentile luminance: when even the ink is this light, the page is washed out. */
  washedOut: [240, 200],
  /** Ink-to-paper spread (98th − 2nd percentile). */
  contrast: [40, 110],
  /** Resolution on the document (dpi): OCR needs about 200. */
  dpi: [100, 200],
  /** Noise σ on paper (levels). */
  noise: [12, 4],
} as const;

/** Weights of the scores in the overall one: sharpness matters most to OCR. */
export const WEIGHTS = {
  sharpness: 3,
  glare: 1.5,
  exposure: 1.5,
  contrast: 1,
  resolution: 1.5,
  noise: 1,
  framing: 1,
} as const;

/** Everything else the assessment decides by. */
export const QUALITY = {
  /** One severe problem spoils a page: the overall score is at most floor + (1 − floor) · worst. */
  worstFloor: 0.4,
  /** A score under this is an issue reported with a recommendation. */
  issueBelow: 0.6,
  /** Median luminance under which the page is reported too dark, 2nd percentile over which too bright. */
  tooDark: 90,
  tooBright: 200,
  /** Levels: excellent, good and fair from these overall scores. */
  excellent: 0.85,
  good: 0.7,
  fair: 0.5,
  /** A page whose median is this light is white paper: its clipped highlights are not glare. */
  whitePaper: 245,
  /** Framing score of a document touching the frame's edge. */
  cutOff: 0.3,
  /** A corner within this share of the frame's size of its edge touches it. */
  edgeMargin: 0.005,
  /** Resolution score when the document's size is unknown. */
  unknownResolution: 0.75,
  /** Without a known size the page is taken to be rendered at this dpi (a phone photo of a page). */
  assumedDpi: 150,
  /** Channels at or above this level are blown out. */
  glareLevel: 250,
  /** Ink-to-paper spread under which no edge is measured (a blank page). */
  minContrast: 20,
  /** The steepest edges: this percentile of the gradient. */
  steepest: 0.995,
} as const;
