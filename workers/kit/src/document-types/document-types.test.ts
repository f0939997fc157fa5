import { describe, expect, it } from "vitest";
import {
  aliasesOf,
  canonicalHint,
  canonicalType,
  DOCUMENT_TYPES,
  TYPE_ALIASES,
  TYPE_NAMES,
} from "./index";

describe("document types", () => {
  it("maps every alias the interface uses to its canonical type", () => {
    expect(canonicalType("cedula")).toBe("cedula_identidad");
    expect(canonicalType("documento_identidad")).toBe("cedula_identidad");
    expect(canonicalType("residencia")).toBe("ficha_residencia");
    expect(canonicalType(" Factura ")).toBe("factura");
    for (const type of DOCUMENT_TYPES) expect(canonicalType(type)).toBe(type);
  });

  it("knows nothing else: not auto, unknown, an object key or a near miss", () => {
    for (const name of ["auto", "unknown", "toString", "__proto__", "cedulas", ""])
      expect(canonicalType(name)).toBeUndefined();
  });

  it("reads a caller's hint: none, a type, or a name it does not know", () => {
    expect(canonicalHint(undefined)).toBeNull();
    expect(canonicalHint("")).toBeNull();
    expect(canonicalHint("AUTO")).toBeNull();
    expect(canonicalHint("passport")).toBe("pasaporte");
    expect(canonicalHint("licencia")).toBeUndefined();
  });

  it("lists each type's aliases, and every name once", () => {
    expect(aliasesOf("ficha_residencia")).toEqual(expect.arrayContaining(["residencia", "ficha"]));
    expect(new Set(TYPE_NAMES).size).toBe(TYPE_NAMES.length);
    for (const type of Object.values(TYPE_ALIASES)) expect(DOCUMENT_TYPES).toContain(type);
  });
});
