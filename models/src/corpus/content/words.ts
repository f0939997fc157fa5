/** Amounts in Spanish words, as invoices print them ("MIL DOSCIENTOS TREINTA Y CUATRO"). */

const UNITS = [
  "",
  "UNO",
  "DOS",
  "TRES",
  "CUATRO",
  "CINCO",
  "SEIS",
  "SIETE",
  "OCHO",
  "NUEVE",
  "DIEZ",
  "ONCE",
  "DOCE",
  "TRECE",
  "CATORCE",
  "QUINCE",
  "DIECISÉIS",
  "DIECISIETE",
  "DIECIOCHO",
  "DIECINUEVE",
  "VEINTE",
  "VEINTIUNO",
  "VEINTIDÓS",
  "VEINTITRÉS",
  "VEINTICUATRO",
  "VEINTICINCO",
  "VEINTISÉIS",
  "VEINTISIETE",
  "VEINTIOCHO",
  "VEINTINUEVE",
];
const TENS = [
  "",
  "",
  "",
  "TREINTA",
  "CUARENTA",
  "CINCUENTA",
  "SESENTA",
  "SETENTA",
  "OCHENTA",
  "NOVENTA",
];
const HUNDREDS = [
  "",
  "CIENTO",
  "DOSCIENTOS",
  "TRESCIENTOS",
  "CUATROCIENTOS",
  "QUINIENTOS",
  "SEISCIENTOS",
  "SETECIENTOS",
  "OCHOCIENTOS",
  "NOVECIENTOS",
];

function below1000(n: number): string {
  if (n === 100) return "CIEN";
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts = h ? [HUNDREDS[h] as string] : [];
  if (rest < 30) {
    if (rest) parts.push(UNITS[rest] as string);
  } else {
    const t = Math.floor(rest / 10);
    const u = rest % 10;
    parts.push(u ? `${TENS[t]} Y ${UNITS[u]}` : (TENS[t] as string));
  }
  return parts.join(" ");
}

/** A whole number below a thousand million in upper-case Spanish words ("UN MILLÓN DOSCIENTOS MIL"). */
export function numberToWords(n: number): string {
  if (n === 0) return "CERO";
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions)
    parts.push(
      millions === 1
        ? "UN MILLÓN"
        : `${below1000(millions)
            .replace(/VEINTIUNO$/, "VEINTIÚN")
            .replace(/UNO$/, "UN")} MILLONES`,
    );
  if (thousands)
    parts.push(
      thousands === 1
        ? "MIL"
        : `${below1000(thousands)
            .replace(/VEINTIUNO$/, "VEINTIÚN")
            .replace(/UNO$/, "UN")} MIL`,
    );
  if (rest) parts.push(below1000(rest));
  return parts.join(" ");
}
