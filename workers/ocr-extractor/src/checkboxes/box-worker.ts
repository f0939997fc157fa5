/**
 * Worker thread: the pixel passes over a prepared page — checkbox squares (see findBoxes) and
 * print no recognised word covers (see findUncoveredText), ruled lines to remove before OCR
 * (see removeRules) — so they never run on the HTTP event loop. Messages in: { id, png,
 * kind?: "boxes" | "uncovered" | "rules", options }; out: { id, result } or { id, error }.
 */
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { type FindBoxesOptions, findBoxes } from "./find-boxes";
import { type FindUncoveredOptions, findUncoveredText } from "./find-uncovered";
import { type RemoveRulesOptions, removeRules } from "./remove-rules";

type Message =
  | { id: number; png: Uint8Array; kind?: "boxes"; options: FindBoxesOptions }
  | { id: number; png: Uint8Array; kind: "uncovered"; options: FindUncoveredOptions }
  | { id: number; png: Uint8Array; kind: "rules"; options: RemoveRulesOptions };

parentPort?.on("message", async (msg: Message) => {
  try {
    const { data, info } = await sharp(msg.png)
      .flatten({ background: "#ffffff" })
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = new Uint8Array(info.width * info.height);
    for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels] as number;
    if (msg.kind === "rules") {
      const wiped = removeRules(grey, info.width, info.height, msg.options);
      // The page as it came (density included) when there was nothing to remove.
      const png = wiped
        ? await sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
            .withMetadata({ density: msg.options.dpi })
            .png({ compressionLevel: 1 })
            .toBuffer()
        : undefined;
      parentPort?.postMessage({ id: msg.id, result: { wiped, png } });
      return;
    }
    const result =
      msg.kind === "uncovered"
        ? findUncoveredText(grey, info.width, info.height, msg.options)
        : findBoxes(grey, info.width, info.height, msg.options);
    parentPort?.postMessage({ id: msg.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: msg.id, error: (error as Error)?.message ?? String(error) });
  }
});
