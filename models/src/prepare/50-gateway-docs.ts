import { vendorDocs } from "../../../edge/scripts/vendor-docs.mjs";
import type { PrepareStep } from "../prepare-step";

/** Copies the Swagger UI bundle (npm swagger-ui-dist) into the gateway's static assets. */
const step: PrepareStep = {
  name: "gateway API docs assets",
  async run() {
    return vendorDocs().copied;
  },
};

export default step;
