export { type BackboneConfig, backboneConfigFields } from "./config";
export { type Backbone, type BackboneOptions, createBackbone } from "./create-backbone";
