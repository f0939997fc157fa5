/**
 * An inference worker thread: owns the ONNX sessions loaded into it and runs them, so
 * `session.run()` (which blocks its thread) never runs on the HTTP event loop.
 */
import { threadId } from "node:worker_threads";
import { toNchwTensor } from "../preprocess/to-tensor";
import { createSession, type OnnxSession } from "../runtime";
import { type RpcResult, serveRpc } from "../threads";
import { l2Normalize } from "../vector";
import type { EmbedRequest, EmbedResult, LoadedInfo, LoadRequest, WorkerRequest } from "./protocol";

// Promises, so a load racing a replacement worker's reload creates one session, not two.
const sessions = new Map<string, Promise<OnnxSession>>();

serveRpc<WorkerRequest>(async (request, warn): Promise<RpcResult> => {
  switch (request.op) {
    case "load":
      return { result: await load(request, warn) };
    case "embed": {
      const result = await embed(request);
      return { result, transfer: [result.embeddings.buffer as ArrayBuffer] };
    }
    case "run":
      return { result: await (await session(request.key)).run(request.feeds) };
    case "unload": {
      const existing = sessions.get(request.key);
      sessions.delete(request.key);
      await (await existing?.catch(() => undefined))?.release();
      return { result: true };
    }
  }
});

async function load(request: LoadRequest, warn: (message: string) => void): Promise<LoadedInfo> {
  let pending = sessions.get(request.key);
  if (!pending) {
    pending = createSession(request.model, {
      provider: request.provider,
      intraOpThreads: request.intraOpThreads,
      warn,
    });
    sessions.set(request.key, pending);
    pending.catch(() => sessions.delete(request.key));
  }
  const s = await pending;
  return {
    provider: s.provider,
    threadId,
    inputNames: [...s.inputNames],
    outputNames: [...s.outputNames],
  };
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
