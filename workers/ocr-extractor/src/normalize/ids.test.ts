import { describe, expect, it } from "vitest";
import { normaliseValue } from "../extraction/normalize-value";
import { parseDate, parseEmail, parseNationalId, parseTaxId } from "./index";

const ctx = { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") };

describe("identity and tax numbers of Spanish-speaking countries", () => {
  it("reads national identity numbers as their printed letters and digits, checked", () => {
    // Chile's RUN: modulus 11, the check digit kept; a wrong digit fails.
    expect(parseNationalId("RUN 12.345.678-5")).toMatchObject({ value: "123456785", valid: true });
    expect(parseNationalId("12.345.678-4")?.valid).toBe(false);
    // Ecuador's cédula: province, third digit and modulus 10.
    expect(parseNationalId("1710034065")).toMatchObject({ value: "1710034065", valid: true });
    expect(parseNationalId("1710034066", "EC")?.valid).toBe(false);
    // Mexico's CURP, Spain's DNI, Venezuela's V.
    expect(parseNationalId("JDRS570812HGTDLD01")?.value).toBe("JDRS570812HGTDLD01");
    expect(parseNationalId("DNI 12345678-Z")?.value).toBe("12345678Z");
    expect(parseNationalId("V-12.345.678")?.value).toBe("V12345678");
    // A V number misread is failed (to be read again), not taken as a bare number.
    expect(parseNationalId("V-3.,847.002")).toMatchObject({ value: "V3847002", valid: false });
    // Plain numbers (Argentina's and Peru's DNI, Colombia's cédula): no check to make.
    expect(parseNationalId("1.035.576.785")).toMatchObject({ value: "1035576785", valid: null });
    expect(parseNationalId("Nombre")).toBeUndefined();
  });

  it("reads invoices' tax numbers with their check digits", () => {
    expect(parseTaxId("30-71234567-1")).toMatchObject({ value: "30712345671", valid: true });
    expect(parseTaxId("30-71234567-2")?.valid).toBe(false);
    expect(parseTaxId("20100047218")).toMatchObject({ value: "20100047218", valid: true });
    expect(parseTaxId("76.086.428-5", "CL")).toMatchObject({ value: "760864285", valid: true });
    expect(parseTaxId("GFA-850101-AB1")?.value).toBe("GFA850101AB1");
    expect(parseTaxId("B91606541")).toMatchObject({ value: "B91606541", valid: true });
    expect(parseTaxId("830251428-6")?.value).toBe("8302514286");
  });

  it("reads a phone as the document's country's and keeps a possible one with its code", () => {
    expect(normaliseValue("phone", "9 8765 4321", { ...ctx, country: "CL" }).value).toBe(
      "+56987654321",
    );
    const unallocated = normaliseValue("phone", "(+57) 349-866-6699", ctx);
    expect(unallocated).toMatchObject({ value: "+573498666699", valid: false });
  });
});

describe("values as other countries print them", () => {
  it("reads dates apart by spaces or run together, day first", () => {
    expect(parseDate("04 08 1958")).toBe("1958-08-04");
    expect(parseDate("18092017")).toBe("2017-09-18");
  });

  it("keeps other countries' civil statuses as printed", () => {
    expect(normaliseValue("estado_civil", "UNIÓN LIBRE", ctx).value).toBe("unión libre");
    expect(normaliseValue("estado_civil", "Conviviente", ctx).value).toBe("conviviente");
    expect(normaliseValue("estado_civil", "CONCUBINA", ctx).value).toBe("concubina");
  });

  it("takes only an amount as money, and keeps a provider's country domain", () => {
    expect(normaliseValue("money", "Resolución DIAN No. 187634224249", ctx).valid).toBe(false);
    expect(normaliseValue("money", "(21 %) 772,90 €", ctx).value).toBe(772.9);
    expect(parseEmail("luisarondon77elive.com.mx")).toBe("luisarondon77@live.com.mx");
  });
});
