import { IrisError, parseFields, readMultipart, requireFile, type UploadedFile } from "@iris/kit";
import type { Quad } from "@iris/kit/geometry";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ImageProcessorConfig } from "../config";

/** The single uploaded `file` and the text fields, parsed with `schema`. */
export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  config: ImageProcessorConfig,
  schema: S,
): Promise<{ file: UploadedFile; fields: z.infer<S> }> {
  const body = await readMultipart(request, { maxPixels: config.MAX_IMAGE_PIXELS });
  const file = requireFile(body);
  return { file, fields: parseFields(schema, body.fields) };
}

const point = z.tuple([z.number().finite(), z.number().finite()]);
const cornerList = z.tuple([point, point, point, point]);
const cornerObject = z.object({ corners: cornerList }).transform((v) => v.corners);
const pointObject = z
  .object({ x: z.number().finite(), y: z.number().finite() })
  .transform((p) => [p.x, p.y] as [number, number]);
const cornerPoints = z.tuple([pointObject, pointObject, pointObject, pointObject]);

/**
 * Parses the `corners` form field: JSON, four [x, y] pairs (or {x, y} objects, or an object
 * with a `corners` array) in input pixels, ordered TL, TR, BR, BL of the document.
 */
export function parseCorners(text: string | undefined): Quad | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new IrisError("VALIDATION_ERROR", "corners must be JSON", {
      details: "e.g. [[x, y], [x, y], [x, y], [x, y]] ordered TL, TR, BR, BL",
    });
  }
  const parsed = z.union([cornerList, cornerObject, cornerPoints]).safeParse(value);
  if (!parsed.success) {
    throw new IrisError("VALIDATION_ERROR", "corners must be four [x, y] points", {
      details: "e.g. [[x, y], [x, y], [x, y], [x, y]] ordered TL, TR, BR, BL",
    });
  }
  return parsed.data as Quad;
}
