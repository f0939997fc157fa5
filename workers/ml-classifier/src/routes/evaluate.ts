import { ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { evaluateDataset } from "../classifier/evaluate-dataset";
import type { ClassifierDeps } from "../deps";
import { parseBody } from "../training";
import { scanRequestedDataset } from "./prepare";

const evaluateSchema = z.object({
  dataset_path: z.string().min(1).max(4096),
  model: z.string().min(1).max(128).optional(),
});

/** POST /evaluate: JSON {dataset_path, model?} → the model's report on that labelled set. */
export function evaluateRoute(app: FastifyInstance, deps: ClassifierDeps): void {
  app.post("/evaluate", async (request) => {
    const body = parseBody(evaluateSchema, request.body);
    const scanned = await scanRequestedDataset(deps, body.dataset_path);
    const model = body.model ? deps.store.require(body.model) : deps.classifier.activeModel();
    return ok(request, await evaluateDataset(deps, model, scanned, body.dataset_path));
  });
}
