import { OneThread } from "../ocr/one-thread";
import type { BoxMark, FindBoxesOptions } from "./find-boxes";
import type { FindUncoveredOptions, Region } from "./find-uncovered";
import type { RemoveRulesOptions } from "./remove-rules";

/**
 * Finds checkbox squares in prepared pages on one worker thread (box-worker.ts), started on
 * first use and restarted after a failure or a timeout. Pages are analysed one at a time, in order.
 */
export class BoxDetector {
  private readonly thread = new OneThread(new URL("./box-worker.ts", import.meta.url));

  constructor(private readonly timeoutMs: number) {}

  /** The boxes of a PNG, in its pixels. */
  detect(png: Buffer, options: FindBoxesOptions): Promise<BoxMark[]> {
    return this.run<BoxMark[]>(png, "boxes", options);
  }

  /** Rows of print in a PNG that none of `options.words` covers (see findUncoveredText). */
  uncovered(png: Buffer, options: FindUncoveredOptions): Promise<Region[]> {
    return this.run<Region[]>(png, "uncovered", options);
  }

  /**
   * The PNG with its ruled lines whitened (see removeRules; only its dotted ones with
   * `leadersOnly`), or undefined when it has none.
   */
  async withoutRules(png: Buffer, options: RemoveRulesOptions): Promise<Buffer | undefined> {
    const { png: out } = await this.run<{ wiped: number; png?: Uint8Array }>(png, "rules", options);
    return out ? Buffer.from(out.buffer, out.byteOffset, out.byteLength) : undefined;
  }

  private run<T>(png: Buffer, kind: "boxes" | "uncovered" | "rules", options: unknown): Promise<T> {
    const what = kind === "boxes" ? "checkbox detection" : "page analysis";
    return this.thread.call<T>({ png: new Uint8Array(png), kind, options }, what, this.timeoutMs);
  }

  close(): Promise<void> {
    return this.thread.close("checkbox detector closed");
  }
}
