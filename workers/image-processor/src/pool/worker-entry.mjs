// Entry of an image worker thread. Registers tsx in this thread (Node 20 does not apply a
// parent's `--import tsx` to a worker's entry module; the same works under vitest), then
// exposes the TypeScript task handler to piscina.
import { register } from "tsx/esm/api";

register();
const { default: handler } = await import("./worker.ts");
export default handler;
