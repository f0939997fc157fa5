import { loadNativeEngine, nativeEngineAbsence, nativeVersion } from "./native";
import type { OpenCV } from "./opencv";
import { loadOpenCVjs } from "./wasm";

/** What IMAGE_ENGINE asks for: the native addon when built (auto), or one engine. */
export type EngineChoice = "auto" | "native" | "wasm";
/** The engine that runs. */
export type EngineName = "native" | "wasm";

/** The engine chosen at start-up, as /health reports it. */
export interface EngineInfo {
  name: EngineName;
  /** The library behind it. */
  library: string;
  /** Why auto did not choose the native engine (absent when it did, or when not asked). */
  fallback_reason?: string;
}

/** Thrown when IMAGE_ENGINE=native and the addon is not there: a start-up error. */
export class EngineUnavailableError extends Error {
  override name = "EngineUnavailableError";
}

/**
 * Decides the engine once, at start-up: auto takes the native addon when it is built and
 * loads, else OpenCV.js (and says why); native without the addon is a configuration error.
 */
export function chooseEngine(choice: EngineChoice): EngineInfo {
  const wasm: EngineInfo = { name: "wasm", library: "OpenCV.js 4.5 (WebAssembly)" };
  if (choice === "wasm") return wasm;
  const absent = nativeEngineAbsence();
  if (absent === undefined)
    return { name: "native", library: `OpenCV ${nativeVersion()} (native)` };
  if (choice === "native") throw new EngineUnavailableError(`IMAGE_ENGINE=native: ${absent}`);
  return { ...wasm, fallback_reason: absent };
}

/** Loads the named engine in this thread (once; OpenCV.js compiles its WASM here). */
export async function loadEngine(name: EngineName): Promise<OpenCV> {
  if (name === "wasm") return loadOpenCVjs();
  const native = loadNativeEngine();
  if (!native) throw new EngineUnavailableError(`native engine: ${nativeEngineAbsence()}`);
  return native;
}
