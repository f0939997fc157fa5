import { loadNativeOpenCV } from "@iris/native-opencv";
import { type CornerKernels, useCornerKernels } from "../corners/kernels";
import { type OrientationKernels, useOrientationKernels } from "../orientation/kernels";
import { useGreyKernel } from "../raster";
import type { OpenCV } from "./opencv";

/** OpenCV.js's small value classes, which the addon reads by their fields. */
class Size {
  constructor(
    public width: number,
    public height: number,
  ) {}
}

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

/** Up to four numbers, as OpenCV.js's Scalar (an array). */
class Scalar extends Array<number> {
  constructor(...values: number[]) {
    super();
    for (let i = 0; i < 4; i++) this.push(values[i] ?? 0);
  }
}

let engine: OpenCV | undefined;

/** The native addon with OpenCV.js's interface, or undefined when it is not built. */
export function loadNativeEngine(): OpenCV | undefined {
  if (engine) return engine;
  const { binding } = loadNativeOpenCV();
  if (!binding) return undefined;
  // One image per worker thread is the parallelism: OpenCV's own threads on top of it made
  // single calls slower, in wall and CPU time, on a busy 2-core host (measured: a bilinear
  // page warp 55 vs 117 ms wall at load 20).
  (binding as unknown as { setNumThreads(n: number): void }).setNumThreads(1);
  engine = { ...binding, Size, Point, Scalar } as unknown as OpenCV;
  const kernels = binding as unknown as CornerKernels &
    OrientationKernels & { rgbToGrey(rgb: Uint8Array): Uint8Array };
  useGreyKernel(kernels.rgbToGrey);
  useOrientationKernels({
    markInk: kernels.markInk,
    inkPoints: kernels.inkPoints,
    projectionEnergy: kernels.projectionEnergy,
  });
  useCornerKernels({
    sideSupport: kernels.sideSupport,
    edgesAlongNormal: kernels.edgesAlongNormal,
    workPlanes: kernels.workPlanes,
    interleave: kernels.interleave,
  });
  return engine;
}

/** Why the native engine is not available (undefined when it is). */
export function nativeEngineAbsence(): string | undefined {
  return loadNativeOpenCV().reason;
}

/** The OpenCV version the addon links. */
export function nativeVersion(): string | undefined {
  return loadNativeOpenCV().binding?.version;
}
