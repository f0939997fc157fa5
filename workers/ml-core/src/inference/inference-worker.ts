/**
 * An inference worker thread: owns the ONNX sessions loaded into it and runs them, so
 * `session.run()` (which blocks its thread) never runs on the HTTP event loop.
 */
import { parentPort, threadId } from "node:worker_threads";
import { toNchwTensor } from "../preprocess/to-tensor";
import { createSession, type OnnxSession } from "../runtime";
import { l2Normalize } from "../vector";
import type { EmbedRequest, EmbedResult, LoadedInfo, WorkerReply, WorkerRequest } from "./protocol";

const port = parentPort;
if (!port) throw new Error("inference-worker must run in a worker thread");
// Promises, so a load racing a replacement worker's reload creates one session, not two.
const sessions = new Map<string, Promise<OnnxSession>>();

port.on("message", async (message: WorkerRequest & { id: number }) => {
  try {
    const result = await handle(message);
    const transfer = transferables(result);
    port.postMessage({ id: message.id, ok: true, result } satisfies WorkerReply, transfer);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: message.id, ok: false, error: text } satisfies WorkerReply);
  }
});

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case "load":
      return load(request.key, request);
    case "embed":
      return embed(request);
    case "run":
      return (await session(request.key)).run(request.feeds);
    case "unload": {
      const existing = sessions.get(request.key);
      sessions.delete(request.key);
      await (await existing?.catch(() => undefined))?.release();
      return true;
    }
  }
}

async function load(
  key: string,
  request: Extract<WorkerRequest, { op: "load" }>,
): Promise<LoadedInfo> {
  let pending = sessions.get(key);
  if (!pending) {
    pending = createSession(request.model, {
      provider: request.provider,
      intraOpThreads: request.intraOpThreads,
      warn: (warn) => port?.postMessage({ id: -1, warn } satisfies WorkerReply),
    });
    sessions.set(key, pending);
    pending.catch(() => sessions.delete(key));
  }
  return infoOf(await pending);
}

async function embed(request: EmbedRequest): Promise<EmbedResult> {
  const { count, height, width, channels } = request;
  const data = toNchwTensor(request.pixels, count, height, width, channels, request);
  const outputs = await (await session(request.key)).run({
    [request.input]: { data, dims: [count, channels, height, width] },
  });
  const output = outputs[request.output];
  if (!output || !(output.data instanceof Float32Array)) {
    throw new Error(`model output "${request.output}" is missing or not float32`);
  }
  const dim = output.data.length / count;
  if (!Number.isInteger(dim) || output.dims[0] !== count) {
    throw new Error(`model output has shape [${output.dims.join(", ")}] for ${count} inputs`);
  }
  // A copy we own: ORT's output buffer may not be transferable to the main thread.
  const embeddings = new Float32Array(output.data);
  for (let i = 0; i < count; i++) l2Normalize(embeddings.subarray(i * dim, (i + 1) * dim));
  return { embeddings, count, dim };
}

function session(key: string): Promise<OnnxSession> {
  const found = sessions.get(key);
  if (!found) throw new Error(`model "${key}" is not loaded in this worker`);
  return found;
}

function infoOf(s: OnnxSession): LoadedInfo {
  return {
    provider: s.provider,
    threadId,
    inputNames: [...s.inputNames],
    outputNames: [...s.outputNames],
  };
}

function transferables(result: unknown): ArrayBuffer[] {
  if (result && typeof result === "object" && "embeddings" in result) {
    return [(result as EmbedResult).embeddings.buffer as ArrayBuffer];
  }
  return [];
}
