import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { checkImage } from "../schemas/uploads";
import type { AppEnv } from "../types";
import { type Upstream, upstreamCall } from "../upstream";
import type { ClassifyForm, EmbedForm, ExtractForm, PreprocessForm } from "./schemas";

type Ctx = Context<AppEnv>;

/**
 * The multipart phase operations that route sets A and C both expose under their own paths:
 * each checks the uploads (size, format) before calling the phase service and answers its
 * result as it came.
 */
export function phaseForwarders(upstream: Upstream) {
  const max = (c: Ctx) => c.get("config").maxImageBytes;
  return {
    async preprocess(c: Ctx, { file, ...options }: z.infer<typeof PreprocessForm>) {
      const image = await checkImage(file, "file", max(c));
      return upstream.phases.preprocess({ image, ...options }, await upstreamCall(c));
    },
    async embed(c: Ctx, { file, files }: z.infer<typeof EmbedForm>) {
      const list = [...(file ? [file] : []), ...(files ?? [])];
      const images = await Promise.all(list.map((f, i) => checkImage(f, `files[${i}]`, max(c))));
      return upstream.phases.embed({ images }, await upstreamCall(c));
    },
    async classify(c: Ctx, { file, model }: z.infer<typeof ClassifyForm>) {
      const image = await checkImage(file, "file", max(c));
      return upstream.phases.classify({ image, model }, await upstreamCall(c));
    },
    async extractJson(c: Ctx, { file, ...options }: z.infer<typeof ExtractForm>) {
      const image = await checkImage(file, "file", max(c));
      return upstream.phases.extractJson({ image, ...options }, await upstreamCall(c));
    },
    async ocr(c: Ctx, { file, ...options }: z.infer<typeof ExtractForm>) {
      const image = await checkImage(file, "file", max(c));
      return upstream.phases.ocr({ image, ...options }, await upstreamCall(c));
    },
  };
}
