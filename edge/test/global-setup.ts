import { createServer, type Socket } from "node:net";
import { startPhaseServices } from "@iris/e2e/support";
import { DOCUMENT_TYPES, generateDocument } from "@iris/models/corpus";
import type { TestProject } from "vitest/node";

import { TEST_SERVICE_TOKEN } from "./constants";

/** One corpus photo per document type, as the Worker tests upload them. */
export interface CorpusPhoto {
  type: string;
  id: string;
  jpeg_base64: string;
  fields: Record<string, string>;
}

declare module "vitest" {
  export interface ProvidedContext {
    serviceUrls: Record<string, string>;
    corpusPhotos: CorpusPhoto[];
    /** A service that accepts connections and never answers (a hung, SIGSTOPped process). */
    hungServiceUrl: string;
  }
}

/** Corpus seed of the gateway tests (never one the models were fitted on). */
const SEED = 8101;

/**
 * Starts the four real phase services in Node (the Worker under test reaches them over HTTP)
 * and renders one synthetic corpus photo per document type for the pipeline tests.
 */
export default async function setup(project: TestProject) {
  const [services, photos] = await Promise.all([
    startPhaseServices({ SERVICE_TOKEN: TEST_SERVICE_TOKEN }),
    Promise.all(
      DOCUMENT_TYPES.map(async (type, index) => {
        const doc = await generateDocument(type, SEED, index, { roster: 1 });
        return {
          type,
          id: doc.truth.id,
          jpeg_base64: doc.photo.toString("base64"),
          fields: Object.fromEntries(
            Object.entries(doc.truth.fields).map(([k, f]) => [k, String(f.normalized)]),
          ),
        };
      }),
    ),
  ]);
  const hung = await hungService();
  project.provide("serviceUrls", services.urls);
  project.provide("corpusPhotos", photos);
  project.provide("hungServiceUrl", hung.url);
  return async () => {
    await Promise.all([services.close(), hung.close()]);
  };
}

/** A TCP server that takes every request and never answers it. */
async function hungService(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
