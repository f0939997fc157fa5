export { type PreparedImage, prepareImage } from "./prepare-image";
export { type Normalization, toNchwTensor } from "./to-tensor";
