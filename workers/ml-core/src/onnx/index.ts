export {
  type AttrValue,
  type Dim,
  float,
  floats,
  GraphBuilder,
  type TensorType,
} from "./graph-builder";
export { gelu, layerNorm, linear, type WeightSource } from "./layers";
export { buildTinyVit, type TinyVitOptions, VIT_INPUT, VIT_OUTPUT } from "./tiny-vit";
