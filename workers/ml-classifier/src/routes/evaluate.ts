import { contractRoute, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { evaluateDataset } from "../classifier/evaluate-dataset";
import { evaluateContract } from "../contract";
import type { ClassifierDeps } from "../deps";
import { scanRequestedDataset } from "./prepare";

/** POST /evaluate: JSON {dataset_path, model?} → the model's report on that labelled set. */
export function evaluateRoute(app: FastifyInstance, deps: ClassifierDeps): void {
  contractRoute(app, evaluateContract, async (request) => {
    const body = request.body;
    const scanned = await scanRequestedDataset(deps, body.dataset_path);
    const model = body.model ? deps.store.require(body.model) : deps.classifier.activeModel();
    return ok(request, await evaluateDataset(deps, model, scanned, body.dataset_path));
  });
}
