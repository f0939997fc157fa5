import type { UploadedFile } from "@iris/kit";
import sharp from "sharp";
import type { BoxDetector } from "../checkboxes/detector";
import type { DocumentType } from "../extraction";
import {
  type BBox,
  type OcrEngine,
  type OcrResult,
  type RuleRemover,
  recognizeUpload,
  type TextBlock,
  UPRIGHT_CHECK_BELOW,
} from "../ocr";
import { greyPng } from "../ocr/grey-png";
import type { OcrConfig, OcrConfigStore } from "../ocr-config";
import type { PageReading } from "../readings";
import type { PipelineMetrics } from "./metrics";

/**
 * A page of no known type is read with the generic configuration, unless phase 1 flattened
 * and turned it and it is landscape this much: identity documents are landscape cards and
 * booklet pages (ID-1 1.59, ID-3 1.42), forms and invoices portrait pages (A4 0.71, Letter
 * 0.77). Those are read as cards are (the cédula's configuration: one block, enlarged).
 */
const CARD_ASPECT = 1.25;

/** Limits of one reading: the largest page (pixels) and the engine's time for it. */
export interface ReadLimits {
  maxPixels: number;
  timeoutMs: number;
}

/** Reads pages with the engine: under a type's OCR configuration, or enlarged. */
export class PageReader {
  constructor(
    private readonly engine: OcrEngine,
    private readonly store: OcrConfigStore,
    private readonly boxes: BoxDetector,
    private readonly metrics: PipelineMetrics,
    private readonly limits: ReadLimits,
  ) {}

  /** Ruled lines whitened on the page-analysis thread (see recognizeUpload). */
  private readonly removeRules: RuleRemover = (png, dpi, leadersOnly) =>
    this.boxes.withoutRules(png, { dpi, leadersOnly });

  /**
   * Recognises an upload with the OCR configuration of `type` ("generic" when unknown);
   * `upright` (phase 1 turned the page) drops the configuration's orientation search
   * (auto_rotate) unless the page reads like one turned over (UPRIGHT_CHECK_BELOW): phase 1
   * turns a few pages wrong, and a page read upside down loses every field and its type. A
   * page turned that way is read further (second readings) with the search, like any page.
   */
  async read(
    file: UploadedFile,
    type: DocumentType | "generic",
    upright = false,
  ): Promise<{ ocr: OcrResult; config: OcrConfig }> {
    const stored = await this.store.get(type);
    const config = upright
      ? { ...stored, preprocessing: stored.preprocessing.filter((p) => p !== "auto_rotate") }
      : stored;
    const engine = this.engine.name;
    const end = this.metrics.seconds.startTimer({ engine });
    try {
      const check = upright && stored.preprocessing.includes("auto_rotate");
      const ocr = await recognizeUpload(
        this.engine,
        file,
        config,
        this.limits,
        this.removeRules,
        check ? UPRIGHT_CHECK_BELOW : 0,
      );
      this.metrics.pages.inc({ engine, outcome: "ok" });
      return { ocr, config: ocr.rotation ? stored : config };
    } catch (error) {
      this.metrics.pages.inc({ engine, outcome: "error" });
      throw error;
    } finally {
      end();
    }
  }

  /**
   * Reads a page of no known type as readingTypeFor says, as the card it looks like when
   * landscape. A landscape page whose text turned out to run sideways is a portrait page (a
   * form or an invoice) that phase 1 left on its side, and the cards' single block reads its
   * columns and tables badly: it is read again, turned upright, with the generic
   * configuration (Tesseract's own layout analysis). The answer's file is the upload as it was
   * read (turned, then), which boxes and further readings refer to; `rotation` says the turn.
   */
  async readUnknown(
    file: UploadedFile,
    upright: boolean,
  ): Promise<{ ocr: OcrResult; config: OcrConfig; file: UploadedFile }> {
    const readAs = await readingTypeFor(file, upright);
    const first = await this.read(file, readAs, upright);
    const turn = first.ocr.rotation;
    if (readAs === "generic" || (turn !== 90 && turn !== 270)) return { ...first, file };
    const turned = { ...file, buffer: await turnUpload(file.buffer, turn), format: "png" as const };
    const again = await this.read(turned, "generic", true);
    const ocr: OcrResult = {
      ...again.ocr,
      rotation: turn,
      preprocessing: [`rotate_${turn}`, ...again.ocr.preprocessing],
    };
    return { ocr, config: again.config, file: turned };
  }

  /**
   * Reads an upload under `config`, enlarged `factor` times first (Lanczos, on libvips'
   * pool) when factor > 1: small print on a blurred photo reads better at a larger scale
   * (Tesseract is at its best around 30 px capitals). Boxes are answered in the upload's
   * pixels, and the prepared page's scale says how it relates to them, as for any reading.
   * Undefined when the enlarged page would exceed MAX_IMAGE_PIXELS.
   */
  async readScaled(
    file: PageReading["file"],
    config: OcrConfig,
    factor: number,
  ): Promise<OcrResult | undefined> {
    const limits = this.limits;
    if (factor === 1) return recognizeUpload(this.engine, file, config, limits, this.removeRules);
    const image = sharp(file.buffer).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height || width * height * factor * factor > limits.maxPixels) return undefined;
    // 72/96 dpi are software defaults, not a resolution: the type's dpi is assumed then.
    const density = meta.density && meta.density >= 100 ? meta.density : config.dpi;
    const { data: png } = await greyPng(
      image.greyscale().resize({ width: Math.round(width * factor), kernel: "lanczos3" }),
      Math.round(density * factor),
      6,
    );
    const page = await recognizeUpload(
      this.engine,
      { buffer: png, format: "png" },
      config,
      limits,
      this.removeRules,
    );
    const box = (b: BBox): BBox => ({
      x: Math.round(b.x / factor),
      y: Math.round(b.y / factor),
      width: Math.round(b.width / factor),
      height: Math.round(b.height / factor),
    });
    const walk = (b: TextBlock): TextBlock => ({
      ...b,
      bbox: box(b.bbox),
      children: b.children.map(walk),
    });
    return {
      ...page,
      blocks: page.blocks.map(walk),
      width: Math.round(page.width / factor),
      height: Math.round(page.height / factor),
      dpi: density,
      preprocessing: [`enlarged_${factor}x`, ...page.preprocessing],
      prepared: { ...page.prepared, scale: page.prepared.scale * factor },
    };
  }
}

/** The configuration a page of no known type is read with (see CARD_ASPECT). */
export async function readingTypeFor(
  file: UploadedFile,
  upright: boolean,
): Promise<"cedula_identidad" | "generic"> {
  if (!upright || file.format === "pdf") return "generic";
  const meta = await sharp(file.buffer)
    .metadata()
    .catch(() => undefined);
  const width = meta?.autoOrient?.width ?? meta?.width ?? 0;
  const height = meta?.autoOrient?.height ?? meta?.height ?? 0;
  return height > 0 && width / height >= CARD_ASPECT ? "cedula_identidad" : "generic";
}

/**
 * An upload as it looks (EXIF orientation applied) turned clockwise by `degrees`, as a PNG that
 * keeps a declared resolution.
 */
async function turnUpload(buffer: Buffer, degrees: 90 | 270): Promise<Buffer> {
  const meta = await sharp(buffer).metadata();
  const upright = await sharp(buffer).rotate().png({ compressionLevel: 1 }).toBuffer();
  const turned = sharp(upright).rotate(degrees);
  return (meta.density ? turned.withMetadata({ density: meta.density }) : turned)
    .png({ compressionLevel: 1 })
    .toBuffer();
}
