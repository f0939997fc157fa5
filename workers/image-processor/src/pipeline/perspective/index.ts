export { cameraAspect, rectifiedAspect } from "./aspect";
export { settleEdges } from "./border";
export {
  type DocumentFormat,
  FORMATS,
  formatPixels,
  isPageText,
  SNAP_TOLERANCE,
  snapFormat,
} from "./formats";
export { renderPage } from "./render";
export { OUTPUT, WARP } from "./tuning";
export { type WarpDisplacement, warpHomography } from "./warp";
