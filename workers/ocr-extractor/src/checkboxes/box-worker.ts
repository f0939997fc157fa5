/**
 * Worker thread: finds checkbox squares in a PNG (see findBoxes), so the pixel pass never
 * runs on the HTTP event loop. Messages in: { id, png, options }; out: { id, boxes } or { id, error }.
 */
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { type FindBoxesOptions, findBoxes } from "./find-boxes";

parentPort?.on(
  "message",
  async (msg: { id: number; png: Uint8Array; options: FindBoxesOptions }) => {
    try {
      const { data, info } = await sharp(msg.png)
        .flatten({ background: "#ffffff" })
        .toColourspace("b-w")
        .raw()
        .toBuffer({ resolveWithObject: true });
      const grey = new Uint8Array(info.width * info.height);
      for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels] as number;
      const boxes = findBoxes(grey, info.width, info.height, msg.options);
      parentPort?.postMessage({ id: msg.id, boxes });
    } catch (error) {
      parentPort?.postMessage({ id: msg.id, error: (error as Error)?.message ?? String(error) });
    }
  },
);
