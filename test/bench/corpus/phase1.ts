/**
 * Phase 1 for the accuracy suites: the image-processor's POST /process in this process, or,
 * where it is unavailable, a perspective warp with the photo's true corners (reported).
 */
import { listenForTest, multipartForm } from "@iris/kit/testing";
import { rectifyPhoto } from "@iris/models/rectify";
import { benchServiceEnv } from "../suite";

type Point = [number, number];

/** What phase 1 answered for a photo, and the page it made. */
export interface Phase1Output {
  png: Buffer;
  data: Record<string, unknown> & {
    corners?: { points?: Point[]; confidence?: number; document_detected?: boolean };
    output_dimensions?: [number, number];
    rotation_applied?: number;
    orientation?: { lines?: number };
    quality?: { quality_score?: number };
  };
}

/** A running phase 1. */
export interface Phase1 {
  process(photo: Buffer, fields?: Record<string, string>): Promise<Phase1Output>;
  close(): Promise<void>;
}

/** Starts the image-processor in process; undefined when it cannot serve /process. */
export async function openPhase1(): Promise<Phase1 | undefined> {
  try {
    const ip = (await import("@iris/image-processor")) as {
      buildApp(config: unknown): Promise<import("fastify").FastifyInstance>;
      readConfig(env: Record<string, string>): unknown;
    };
    const svc = await listenForTest(
      await ip.buildApp(
        ip.readConfig({
          LOG_LEVEL: "silent",
          LOG_REQUESTS: "false",
          // Benchmarks share a busy machine: an image may wait long for a core.
          IMAGE_TASK_TIMEOUT_MS: "600000",
          ...benchServiceEnv(),
        }),
      ),
    );
    const probe = await fetch(`${svc.url}/process`, { method: "POST", body: new FormData() });
    if (probe.status === 404) {
      await svc.close();
      return undefined;
    }
    return {
      async process(photo, fields = { apply_unwarping: "true", enhance_quality: "true" }) {
        const res = await fetch(`${svc.url}/process`, {
          method: "POST",
          body: multipartForm([{ name: "photo.jpg", bytes: photo }], fields),
        });
        const body = (await res.json()) as {
          data?: Phase1Output["data"] & { processed_image?: string; processed_image_data?: string };
          error?: { code: string };
        };
        const b64 = body.data?.processed_image_data ?? body.data?.processed_image;
        if (!res.ok || !b64)
          throw new Error(
            `image-processor /process answered ${res.status} ${body.error?.code ?? ""}`,
          );
        const { processed_image: _a, processed_image_data: _b, ...data } = body.data ?? {};
        return { png: Buffer.from(b64.replace(/^data:[^,]+,/, ""), "base64"), data };
      },
      close: () => svc.close(),
    };
  } catch {
    return undefined;
  }
}

/** The photo warped flat with its true corners: phase 1 with perfect geometry. */
export function trueCorners(photo: Buffer, corners: readonly Point[]): Promise<Buffer> {
  return rectifyPhoto(photo, corners as never);
}

/** One corpus document after phase 1. */
export interface Phase1Photo {
  id: string;
  type: string;
  family: string;
  image: Buffer;
}

/** `n` photos of a family split after phase 1, and how phase 1 was done. */
export async function phase1Photos(
  split: "heldout" | "train",
  n: number,
  seed: number,
): Promise<{ photos: Phase1Photo[]; method: string; fallbacks: number }> {
  const { generateDocument } = await import("@iris/models/corpus");
  const { planOf } = await import("./splits");
  const phase1 = await openPhase1();
  const photos: Phase1Photo[] = [];
  let fallbacks = 0;
  try {
    for (const { type, index } of planOf(split, n, seed)) {
      const doc = await generateDocument(type, seed, index, { split });
      let image = phase1
        ? (await phase1.process(doc.photo).catch(() => undefined))?.png
        : undefined;
      if (phase1 && !image) fallbacks++;
      image ??= await trueCorners(doc.photo, doc.truth.photo.corners);
      photos.push({ id: doc.truth.id, type, family: doc.truth.family, image });
    }
  } finally {
    await phase1?.close();
  }
  return {
    photos,
    method: phase1
      ? "image-processor /process"
      : "ground-truth corners (image-processor unavailable)",
    fallbacks,
  };
}
