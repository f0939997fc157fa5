import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { jsonWithImages } from "./image-reply";

/** The answer as it would be built in one piece. */
function whole(text: string, images: Record<string, Uint8Array>): string {
  let out = text;
  for (const [name, bytes] of Object.entries(images))
    out = out.replace(`"${name}":""`, `"${name}":"${Buffer.from(bytes).toString("base64")}"`);
  return out;
}

describe("jsonWithImages", () => {
  it("streams the answer with each image's base64 in place, and says its length", async () => {
    // Sizes across the 768 KiB slice and not multiples of 3: the slices' base64 must join up.
    const page = randomBytes(2 * 786_432 + 1);
    const copy = randomBytes(1000);
    const text = JSON.stringify({
      success: true,
      data: { processed_image: "", processed_image_data: "", width: 3, rendition_image: "" },
      request_id: "r",
    });
    const images = { processed_image: page, processed_image_data: page, rendition_image: copy };
    const { stream, bytes } = jsonWithImages(text, images);
    const body = await buffer(stream);
    expect(body.length).toBe(bytes);
    expect(body.toString()).toBe(whole(text, images));
    const parsed = JSON.parse(body.toString());
    expect(Buffer.from(parsed.data.processed_image_data, "base64").equals(page)).toBe(true);
    expect(Buffer.from(parsed.data.rendition_image, "base64").equals(copy)).toBe(true);
  });

  it("fills the field, not a string value that spells its name", async () => {
    // A file named like the field: serialised, its quotes are escaped.
    const text = JSON.stringify({
      data: { filename: '"processed_image":""', processed_image: "" },
    });
    const image = Buffer.from("page");
    const body = await buffer(jsonWithImages(text, { processed_image: image }).stream);
    const parsed = JSON.parse(body.toString());
    expect(parsed.data.filename).toBe('"processed_image":""');
    expect(parsed.data.processed_image).toBe(image.toString("base64"));
  });

  it("refuses an answer without the empty field to fill", () => {
    expect(() => jsonWithImages('{"data":{}}', { processed_image: Buffer.from("x") })).toThrow(
      /no empty "processed_image"/,
    );
  });
});
