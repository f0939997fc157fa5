import { createSession, type OnnxSession } from "@iris/ml-core";
import sharp from "sharp";
import { DETECTOR, detectorPath } from "../../../models/src/text-layout/detector";
import { type DbOptions, dbBoxes, type TextBox } from "./db-postprocess";

/** A greyscale page in memory (one byte per pixel). */
export interface GreyPage {
  data: Buffer;
  width: number;
  height: number;
}

/** What one detection found and what each of its steps cost (CPU seconds of this process). */
export interface Detection {
  boxes: TextBox[];
  /** The detector's input size. */
  input: [number, number];
  cpu: { resize: number; inference: number; postprocess: number };
}

/** The PP-OCRv4 mobile detector on onnxruntime's CPU provider, one intra-op thread. */
export class TextDetector {
  private constructor(private readonly session: OnnxSession) {}

  static async open(intraOpThreads = 1): Promise<TextDetector> {
    return new TextDetector(
      await createSession(detectorPath(), { provider: "cpu", intraOpThreads }),
    );
  }

  /**
   * Text lines of `page`: resized so its longer side is `longSide` (each side a multiple of
   * 32, as PaddleOCR's DetResizeForTest), ImageNet-normalised, the probability map
   * post-processed (db-postprocess.ts) into boxes in `page` pixels.
   */
  async detect(page: GreyPage, longSide: number, db: Partial<DbOptions> = {}): Promise<Detection> {
    const c0 = process.cpuUsage();
    const ratio = longSide / Math.max(page.width, page.height);
    const w = Math.max(32, Math.round((page.width * ratio) / 32) * 32);
    const h = Math.max(32, Math.round((page.height * ratio) / 32) * 32);
    const small = await sharp(page.data, {
      raw: { width: page.width, height: page.height, channels: 1 },
    })
      .resize(w, h, { fit: "fill", kernel: "linear" })
      // A one-channel raw input comes out as sRGB unless told.
      .toColourspace("b-w")
      .raw()
      .toBuffer();
    const plane = w * h;
    const input = new Float32Array(3 * plane);
    for (let c = 0; c < 3; c++) {
      const mean = DETECTOR.mean[c] as number;
      const std = DETECTOR.std[c] as number;
      const offset = c * plane;
      for (let i = 0; i < plane; i++) input[offset + i] = ((small[i] as number) / 255 - mean) / std;
    }
    const c1 = process.cpuUsage();
    const out = await this.session.run({ [DETECTOR.input]: { data: input, dims: [1, 3, h, w] } });
    const c2 = process.cpuUsage();
    const prob = out[DETECTOR.output]?.data as Float32Array;
    const boxes = dbBoxes(prob, w, h, page.width, page.height, db);
    const c3 = process.cpuUsage();
    return {
      boxes,
      input: [w, h],
      cpu: { resize: seconds(c0, c1), inference: seconds(c1, c2), postprocess: seconds(c2, c3) },
    };
  }

  close(): Promise<void> {
    return this.session.release();
  }
}

/** CPU seconds (user + system, all threads) between two process.cpuUsage() samples. */
export function seconds(a: NodeJS.CpuUsage, b: NodeJS.CpuUsage): number {
  return (b.user - a.user + b.system - a.system) / 1e6;
}
