/**
 * Worker thread: the pixel passes over a prepared page — checkbox squares (see findBoxes) and
 * print no recognised word covers (see findUncoveredText), ruled lines to remove before OCR
 * (see removeRules) — so they never run on the HTTP event loop. Messages in: { id, png,
 * kind?: "boxes" | "uncovered" | "rules", options }; out: { id, result } or { id, error }.
 */
import { createHash } from "node:crypto";
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { greyPng } from "../ocr/grey-png";
import { type FindBoxesOptions, findBoxes, type InkPage, inkPage } from "./find-boxes";
import { type FindUncoveredOptions, findUncoveredText } from "./find-uncovered";
import { type RemoveRulesOptions, removeLeaders, removeRules } from "./remove-rules";

type Message =
  | { id: number; png: Uint8Array; kind?: "boxes"; options: FindBoxesOptions }
  | { id: number; png: Uint8Array; kind: "uncovered"; options: FindUncoveredOptions }
  | { id: number; png: Uint8Array; kind: "rules"; options: RemoveRulesOptions };

/** A decoded page and, once a pass needed it, its ink (see inkPage). */
interface Decoded {
  key: string;
  grey: Uint8Array;
  width: number;
  height: number;
  ink?: InkPage;
}

/**
 * The last page decoded: a reading's checkbox and uncovered-print passes ask about the same
 * prepared page one after the other, and an A4 page at 300 dpi costs ≈ 0.1 s to decode and as
 * much again to binarise and label. One page only, so memory stays bounded.
 */
let last: Decoded | undefined;

const keyOf = (png: Uint8Array) => createHash("sha1").update(png).digest("hex");

async function decode(png: Uint8Array): Promise<Decoded> {
  const key = keyOf(png);
  if (last?.key === key) return last;
  last = undefined;
  const { data, info } = await sharp(png)
    .flatten({ background: "#ffffff" })
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = new Uint8Array(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels] as number;
  return { key, grey, width: info.width, height: info.height };
}

parentPort?.on("message", async (msg: Message) => {
  try {
    const page = await decode(msg.png);
    // The page is kept for the passes that follow on it (most pages have no rules to
    // remove, and are then read as they came); removeRules whitens a copy.
    last = page;
    const grey = msg.kind === "rules" ? page.grey.slice() : page.grey;
    const info = { width: page.width, height: page.height };
    if (msg.kind === "rules") {
      const remove = msg.options.leadersOnly ? removeLeaders : removeRules;
      const wiped = remove(grey, info.width, info.height, msg.options);
      // The page as it came (density included) when there was nothing to remove.
      const png = wiped
        ? (
            await greyPng(
              sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } }),
              msg.options.dpi,
            )
          ).data
        : undefined;
      // The cleaned page is the one read and analysed next: decoding its PNG gives these
      // samples again (PNG is lossless).
      if (png) last = { key: keyOf(png), grey, width: info.width, height: info.height };
      parentPort?.postMessage({ id: msg.id, result: { wiped, png } });
      return;
    }
    page.ink ??= inkPage(grey, info.width, info.height);
    const result =
      msg.kind === "uncovered"
        ? findUncoveredText(grey, info.width, info.height, msg.options, page.ink)
        : findBoxes(grey, info.width, info.height, msg.options, page.ink);
    parentPort?.postMessage({ id: msg.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: msg.id, error: (error as Error)?.message ?? String(error) });
  }
});
