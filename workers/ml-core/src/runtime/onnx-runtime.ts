/**
 * The one module that imports onnxruntime-node. It maps the configured execution provider to
 * onnxruntime's (CUDA falls back to CPU with a warning) and wraps a session as plain typed
 * arrays so callers never touch ORT types. `run()` blocks its thread: call it from an
 * inference worker (see ../inference), never on the HTTP event loop.
 */
import * as ort from "onnxruntime-node";

/** Execution providers iris can be configured with (ORT_EXECUTION_PROVIDER). */
export const EXECUTION_PROVIDERS = ["cpu", "cuda"] as const;
export type ExecutionProvider = (typeof EXECUTION_PROVIDERS)[number];

/** Element data a tensor may carry across the iris boundary. */
export type TensorData = Float32Array | BigInt64Array | Int32Array | Uint8Array;

/** A tensor as plain data: transferable between threads. */
export interface TensorValue {
  data: TensorData;
  dims: number[];
}

/** How to create a session. */
export interface SessionSettings {
  provider: ExecutionProvider;
  /** Threads inside one operator; with W workers on C cores keep W × intraOpThreads ≤ C. */
  intraOpThreads: number;
  /** Called with a human-readable warning (e.g. the CUDA fallback). */
  warn?: (message: string) => void;
}

/** A created session: what it expects and what it runs on. */
export interface OnnxSession {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  /** The provider actually in use (cpu after a CUDA fallback). */
  readonly provider: ExecutionProvider;
  run(feeds: Record<string, TensorValue>): Promise<Record<string, TensorValue>>;
  release(): Promise<void>;
}

const TYPE_OF = (data: TensorData): "float32" | "int64" | "int32" | "uint8" =>
  data instanceof Float32Array
    ? "float32"
    : data instanceof BigInt64Array
      ? "int64"
      : data instanceof Int32Array
        ? "int32"
        : "uint8";

/** Creates a session from a file path or model bytes. */
export async function createSession(
  model: string | Uint8Array,
  settings: SessionSettings,
): Promise<OnnxSession> {
  const base: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: Math.max(1, settings.intraOpThreads),
    interOpNumThreads: 1,
    executionMode: "sequential",
    graphOptimizationLevel: "all",
  };
  let provider: ExecutionProvider = settings.provider;
  let session: ort.InferenceSession;
  try {
    session = await open(model, { ...base, executionProviders: providersFor(provider) });
  } catch (error) {
    if (provider !== "cuda") throw error;
    settings.warn?.(
      `CUDA execution provider unavailable (${firstLine(error)}); falling back to CPU`,
    );
    provider = "cpu";
    session = await open(model, { ...base, executionProviders: providersFor(provider) });
  }
  return wrap(session, provider);
}

function providersFor(provider: ExecutionProvider): string[] {
  return provider === "cuda" ? ["cuda", "cpu"] : ["cpu"];
}

function open(model: string | Uint8Array, options: ort.InferenceSession.SessionOptions) {
  return typeof model === "string"
    ? ort.InferenceSession.create(model, options)
    : ort.InferenceSession.create(model, options);
}

function wrap(session: ort.InferenceSession, provider: ExecutionProvider): OnnxSession {
  return {
    inputNames: session.inputNames,
    outputNames: session.outputNames,
    provider,
    async run(feeds) {
      const tensors: Record<string, ort.Tensor> = {};
      for (const [name, value] of Object.entries(feeds)) {
        tensors[name] = new ort.Tensor(TYPE_OF(value.data), value.data, value.dims);
      }
      const results = await session.run(tensors);
      const out: Record<string, TensorValue> = {};
      for (const [name, tensor] of Object.entries(results)) {
        out[name] = { data: tensor.data as TensorData, dims: [...tensor.dims] };
      }
      return out;
    },
    release: () => session.release(),
  };
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split("\n")[0] ?? "unknown error";
}
