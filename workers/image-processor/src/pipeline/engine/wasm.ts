import { createRequire } from "node:module";
import { gridLevelsJs } from "./grid-levels";
import { lookUp2Js } from "./look-up";
import type { OpenCV } from "./opencv";
import { warpPageJs } from "./warp-page";

let loading: Promise<OpenCV> | undefined;

/**
 * Loads OpenCV.js once per thread (WASM compile, about half a second). The module object is
 * a thenable that resolves to itself, so it must never be handed to `resolve()`: that loops
 * forever. We wait for `onRuntimeInitialized` and strip `then`. iris's own kernels (warpPage,
 * lookUp2, gridLevels) are the JavaScript ones.
 */
export function loadOpenCVjs(): Promise<OpenCV> {
  loading ??= new Promise<OpenCV>((resolve) => {
    const module = createRequire(import.meta.url)("@techstark/opencv-js") as OpenCV & {
      then?: unknown;
      onRuntimeInitialized?: () => void;
    };
    const ready = () => {
      delete module.then;
      module.warpPage = warpPageJs;
      module.lookUp2 = lookUp2Js;
      module.gridLevels = gridLevelsJs;
      resolve(module);
    };
    if (typeof (module as { Mat?: unknown }).Mat === "function") ready();
    else module.onRuntimeInitialized = ready;
  });
  return loading;
}
