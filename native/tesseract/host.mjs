// The process that hosts the tesseract addon for a service (started with child_process.fork
// by the service's native engine). It owns one Reader (a persistent TessBaseAPI per language
// set) and answers requests one at a time over IPC. A crash in native code ends this process
// only; the service notices the exit, fails the page in flight and starts another host.
//
//   argv: <tessdata dir>        messages: see HostRequest / HostMessage in index.ts
import { createRequire } from "node:module";

const tessdataDir = process.argv[2];
/** @type {import("./index.ts").TesseractBinding} */
let binding;
try {
  binding = createRequire(import.meta.url)("./build/Release/tesseract.node");
} catch (error) {
  process.send?.({ fatal: String(error?.message ?? error).split("\n")[0] });
  process.exit(70);
}
const reader = new binding.Reader(tessdataDir);

process.on("message", async (/** @type {import("./index.ts").HostRequest} */ request) => {
  const { id, png, ...options } = request;
  try {
    const image = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    const tsv = await reader.recognize(image, options);
    process.send?.({ id, tsv, rss: process.memoryUsage.rss() });
  } catch (error) {
    const kind = error?.kind ?? "recognize";
    const message = String(error?.message ?? error);
    process.send?.({ id, error: { kind, message }, rss: process.memoryUsage.rss() });
  }
});
// The service closed the channel (shut down, recycled this host, or died): nothing to serve.
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: binding.versions() });
