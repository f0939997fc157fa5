/**
 * The training worker thread: image augmentation and head fitting, both CPU-bound, run here
 * so the HTTP event loop never waits on them.
 */
import { type RpcResult, serveRpc } from "@iris/ml-core";
import { augmentImage } from "../datasets";
import {
  exportHeadOnnx,
  fitTemperature,
  HeadFitter,
  headClasses,
  headLogits,
  scoreLogits,
  softmaxRows,
} from "../heads";
import type { EpochReply, FitResult, TrainerRequest } from "./protocol";

const sessions = new Map<
  string,
  { fitter: HeadFitter; request: Extract<TrainerRequest, { op: "fit-start" }> }
>();

serveRpc<TrainerRequest>(async (request): Promise<RpcResult> => {
  switch (request.op) {
    case "augment": {
      const images = await augmentImage(request.bytes, request.copies, request.seed);
      const copies = images.map((b) =>
        new Uint8Array(b.buffer, b.byteOffset, b.byteLength).slice(),
      );
      return { result: copies, transfer: copies.map((c) => c.buffer as ArrayBuffer) };
    }
    case "fit-start":
      sessions.set(request.session, {
        fitter: new HeadFitter(request.data, request.options),
        request,
      });
      return { result: true };
    case "fit-epoch": {
      const { fitter } = session(request.session);
      const stats = fitter.epoch();
      return { result: { stats, done: fitter.done } satisfies EpochReply };
    }
    case "fit-finish": {
      const result = finish(request.session, request.metadata);
      sessions.delete(request.session);
      return { result };
    }
    case "fit-drop":
      sessions.delete(request.session);
      return { result: true };
  }
});

function session(id: string) {
  const found = sessions.get(id);
  if (!found) throw new Error(`no training session ${id}`);
  return found;
}

function finish(id: string, metadata: Record<string, string>): FitResult {
  const { fitter, request } = session(id);
  const head = fitter.result();
  const validation = request.data.validation;
  let calibration: FitResult["calibration"];
  let validationProbabilities: Float32Array | undefined;
  if (validation && validation.labels.length > 0) {
    const classes = headClasses(head);
    const logits = headLogits(head, validation.x, validation.labels.length);
    const temperature = fitTemperature(logits, validation.labels, classes);
    calibration = {
      temperature,
      nll_before: scoreLogits(logits, validation.labels, classes).loss,
      nll_after: scoreLogits(logits, validation.labels, classes, temperature).loss,
    };
    head.temperature = temperature;
    validationProbabilities = softmaxRows(logits, classes, temperature);
  }
  return {
    head,
    onnx: exportHeadOnnx(head, metadata),
    history: fitter.history,
    bestEpoch: fitter.bestEpoch,
    stoppedEarly: fitter.stoppedEarly,
    ...(validationProbabilities ? { validationProbabilities } : {}),
    ...(calibration ? { calibration } : {}),
  };
}
