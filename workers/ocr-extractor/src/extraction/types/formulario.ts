import { readCheckboxes } from "../checkboxes";
import { field } from "../field";
import { fold } from "../text-lines";
import type { TypeExtractor } from "./type-extraction";

const PAIR = /^\s*([\p{L}][\p{L}\d ./()'’°º#-]{0,48}?)\s*:\s*(.*\S)?\s*$/u;

/** A label as a field key: lower-case, no accents, words joined by "_". */
export function keyOf(label: string): string {
  return fold(label)
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/**
 * formulario: every `label: value` pair (one per column cell) as form_fields, and checkbox
 * states as checkboxes. Nothing is required; values are kept as read.
 */
export const formulario: TypeExtractor = {
  labels: [],
  describe: () => [
    { name: "form_fields", group: "form_fields", required: false, kind: "label: value pairs" },
    { name: "checkboxes", group: "checkboxes", required: false, kind: "label → boolean" },
  ],
  extract(ctx) {
    const fields: Record<string, ReturnType<typeof field>> = {};
    const groupOf: Record<string, string> = {};
    const labels: Record<string, string> = {};
    for (const row of ctx.text.segments) {
      for (const seg of row) {
        const m = PAIR.exec(seg.text);
        if (!m) continue;
        const key = keyOf(m[1] as string);
        if (!key || key in fields) continue;
        let raw = (m[2] ?? "").trim();
        let confidence = 0;
        const line = ctx.text.lines[seg.line];
        if (raw && line) {
          const start = seg.start + seg.text.lastIndexOf(raw);
          const words = line.words.filter((w) => w.end > start && w.start < start + raw.length);
          confidence = words.length
            ? words.reduce((a, w) => a + w.confidence, 0) / words.length
            : line.confidence;
        } else {
          const below = ctx.text.find(new RegExp(escapeRegExp(fold(m[1] as string))));
          raw = below?.raw ?? "";
          confidence = below?.confidence ?? 0;
        }
        if (!raw) continue;
        fields[key] = field(raw, raw.replace(/\s+/g, " "), confidence, null);
        groupOf[key] = "form_fields";
        labels[key] = (m[1] as string).trim();
      }
    }
    const extras: Record<string, unknown> = { field_labels: labels };
    if (ctx.checkboxes) {
      extras.checkboxes = Object.fromEntries(
        readCheckboxes(ctx.text.lines).map((b) => [b.label, b.checked]),
      );
    }
    return { fields, groupOf, required: [], extras };
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
