export { type CornerDetection, type CornerMethod, cornerPreview, detectCorners } from "./detect";
