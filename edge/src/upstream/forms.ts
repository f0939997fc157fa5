import type { CheckedImage } from "../schemas/uploads";

/** A multipart body factory: the image(s) under `field` plus text fields (undefined skipped). */
export function formOf(
  images: CheckedImage[] | CheckedImage,
  fields: Record<string, string | number | boolean | undefined> = {},
  field = "file",
): () => FormData {
  const list = Array.isArray(images) ? images : [images];
  return () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) form.append(key, String(value));
    }
    for (const image of list) form.append(field, image.file, image.file.name);
    return form;
  };
}
