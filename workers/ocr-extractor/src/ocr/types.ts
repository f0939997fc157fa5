/** An axis-aligned box in pixels of the image that was recognised. */
export interface BBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Granularity of a {@link TextBlock}. */
export type BlockLevel = "block" | "line" | "word";

/** One recognised region: a block holds lines, a line holds words, a word holds nothing. */
export interface TextBlock {
  text: string;
  /** Recognition confidence, 0–1 (a line's and a block's are the mean of their words'). */
  confidence: number;
  bbox: BBox;
  level: BlockLevel;
  children: TextBlock[];
}

/** What an engine reports for one page, before any confidence filtering. */
export interface OcrPage {
  /** The page's full text: lines joined with newlines, blocks separated by a blank line. */
  text: string;
  /** Mean word confidence, 0–1 (0 when no word was found). */
  confidence: number;
  /** Blocks in reading order, each with its lines and words. */
  blocks: TextBlock[];
  width: number;
  height: number;
}

/** Tesseract settings for one recognition. */
export interface RecognizeOptions {
  /** Tesseract language string, e.g. "spa" or "spa+eng". */
  lang: string;
  /** Page segmentation mode (0–13). */
  psm: number;
  /** Resolution to assume when the image does not say. */
  dpi: number;
  /** Extra Tesseract variables for this page (e.g. a character whitelist). */
  params?: Record<string, string>;
}

/** Where an engine reports what the service must not miss (a crashed native host). */
export interface EngineLog {
  error(details: Record<string, unknown>, message: string): void;
  warn?(details: Record<string, unknown>, message: string): void;
}

/**
 * An OCR engine: tesseract.js workers (`js`) or libtesseract through the native addon
 * (`native`); both answer Tesseract TSV from the same traineddata.
 */
export interface OcrEngine {
  readonly name: "js" | "native";
  /** Recognises a PNG and answers Tesseract's TSV output. */
  recognize(png: Buffer, options: RecognizeOptions): Promise<string>;
  /**
   * Pages this engine reads at once (its workers): with two or more, a tall page is read in
   * parts side by side (see recognizeUpload).
   */
  readonly workers: number;
  /** Live state for /health. */
  status(): Record<string, unknown>;
  /** Gives the engine the service's log once the app exists. */
  attachLog?(log: EngineLog): void;
  close(): Promise<void>;
}
