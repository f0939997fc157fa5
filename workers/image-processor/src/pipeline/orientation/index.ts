export { glyphMask } from "./glyphs";
export { type InkMask, inkMask, rotateMask90 } from "./ink";
export { estimateOrientation, type OrientationEstimate, type QuarterTurn } from "./orientation";
export { AXIS } from "./tuning";
