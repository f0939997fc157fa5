import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * The addon's exports: OpenCV.js's Mat, MatVector, functions and constants for the subset
 * the image-processor calls (see src/), plus `version` (OpenCV's). Typed loosely here; the
 * image-processor's engine module types the interface it uses.
 */
export interface OpenCVBinding {
  readonly version: string;
  readonly [name: string]: unknown;
}

/** The addon, or why it is not there. */
export type NativeOpenCV =
  | { binding: OpenCVBinding; reason?: undefined }
  | { binding?: undefined; reason: string };

/** Where scripts/build-native.mjs puts the built addon. */
export const ADDON_PATH = fileURLToPath(new URL("./build/Release/opencv.node", import.meta.url));

/** IRIS_NATIVE values that switch every addon off (as scripts/build-native.mjs reads them). */
const OFF = ["off", "0", "false"];

/** iris's own kernels (src/warp.cc, kernels.cc, corners.cc): a build without one is stale. */
const KERNELS = [
  "warpPage",
  "lookUp2",
  "gridLevels",
  "rgbToGrey",
  "markInk",
  "inkPoints",
  "projectionEnergy",
  "sideSupport",
  "edgesAlongNormal",
  "workPlanes",
  "interleave",
];

let loaded: NativeOpenCV | undefined;

/**
 * Loads the native OpenCV addon once per thread (it is context-aware: each worker thread gets
 * its own instance of its classes; the library itself is loaded once per process). Answers
 * the reason instead when it is not built or cannot load (missing shared libraries, another
 * Node ABI) or IRIS_NATIVE=off is in the environment (native/README.md: it switches every
 * addon off, whatever configuration a service is built with), so that the caller can fall
 * back to OpenCV.js and say why.
 */
export function loadNativeOpenCV(): NativeOpenCV {
  if (loaded) return loaded;
  if (OFF.includes(String(process.env.IRIS_NATIVE ?? "").toLowerCase())) {
    loaded = { reason: "IRIS_NATIVE=off" };
    return loaded;
  }
  if (!existsSync(ADDON_PATH)) {
    loaded = {
      reason:
        "the native addon is not built (scripts/build-native.mjs builds it when libopencv-imgproc-dev is installed)",
    };
    return loaded;
  }
  try {
    const binding = createRequire(import.meta.url)(ADDON_PATH) as OpenCVBinding;
    const missing = KERNELS.filter((name) => typeof binding[name] !== "function");
    loaded = missing.length
      ? {
          reason: `the native addon is older than its sources (no ${missing.join(", ")}): scripts/build-native.mjs rebuilds it`,
        }
      : { binding };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    loaded = { reason: `the native addon did not load: ${message}` };
  }
  return loaded;
}
