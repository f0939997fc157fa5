export { type CornerDetection, type CornerMethod, detectCorners } from "./detect";
