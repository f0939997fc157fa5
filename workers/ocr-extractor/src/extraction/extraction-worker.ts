/**
 * Worker thread: phase 6 (buildDocument) on recognised lines, so that label search, value
 * scans and normalisation — 40–200 ms of JavaScript per reading — never hold the HTTP event
 * loop; and the type lines point to (detectType). Messages in: { id, request } (an
 * ExtractionRequest whose `options` is given per type) or { id, detect: lines }; out:
 * { id, result } or { id, error }.
 */
import { parentPort } from "node:worker_threads";
import { buildDocument, type ExtractionOptions, type ExtractionRequest } from "./build-document";
import { detectType } from "./detect-type";
import type { DocumentType } from "./document-types";
import type { TextLine } from "./text-lines";

export type PostedRequest = Omit<ExtractionRequest, "options"> & {
  options: Record<DocumentType, ExtractionOptions>;
};

type Message = { id: number } & ({ request: PostedRequest } | { detect: TextLine[] });

parentPort?.on("message", (msg: Message) => {
  try {
    if ("detect" in msg) {
      parentPort?.postMessage({ id: msg.id, result: detectType(msg.detect).document_type });
      return;
    }
    const { options, ...request } = msg.request;
    const result = buildDocument({ ...request, options: (type) => options[type] });
    parentPort?.postMessage({ id: msg.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: msg.id, error: (error as Error)?.message ?? String(error) });
  }
});
