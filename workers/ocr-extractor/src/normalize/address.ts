import { foldLower } from "./case";
import { parseEmail } from "./email";

/**
 * Street and locality words that open or hold a postal address in Spanish-speaking countries
 * (folded: lower case, no accents), full and abbreviated as they are printed: Venezuela
 * (urbanización, quinta, residencias, sector, parroquia), Colombia (carrera, diagonal,
 * transversal, Cra., Cl., Dg., Tv., Kr.), Mexico (calzada, privada, cerrada, andador,
 * colonia, fraccionamiento), Spain (plaza, paseo, ronda, travesía, glorieta, rambla, C/),
 * Peru (jirón, pasaje, manzana, lote, asentamiento humano), Argentina and Chile (pasaje,
 * población, villa, ruta), and English.
 */
const STREET_WORDS = [
  "calle",
  "c\\/",
  "cl",
  "cll",
  "carrera",
  "cra",
  "kr",
  "cr",
  "avenida",
  "av",
  "avda",
  "ak",
  "ac",
  "diagonal",
  "dg",
  "transversal",
  "tv",
  "transv",
  "autopista",
  "carretera",
  "ctra",
  "camino",
  "callejon",
  "vereda",
  "prolongacion",
  "prolong",
  "esquina",
  "urbanizacion",
  "urb",
  "residencias",
  "edificio",
  "edif",
  "quinta",
  "qta",
  "sector",
  "barrio",
  "parroquia",
  "calzada",
  "calz",
  "privada",
  "cerrada",
  "andador",
  "retorno",
  "circuito",
  "boulevard",
  "bulevar",
  "blvd",
  "colonia",
  "col",
  "fraccionamiento",
  "fracc",
  "plaza",
  "pza",
  "paseo",
  "ronda",
  "travesia",
  "glorieta",
  "rambla",
  "jiron",
  "jr",
  "pasaje",
  "pje",
  "psje",
  "manzana",
  "mz",
  "lote",
  "lt",
  "asentamiento",
  "poblacion",
  "villa",
  "ruta",
  "street",
  "avenue",
  "road",
];

const STREET = STREET_WORDS.join("|");

/**
 * Colombia's grid streets, as its addresses name them ("Calle 45 # 23-15", "Cra. 131 No.
 * 28-61": the street, then the crossing street and the metres from it): folded, for regular
 * expressions.
 */
export const GRID_STREET = "calle|carrera|cra|kra|cr|cl|diagonal|dg|transversal|tv|avenida|av";

/**
 * Words a number after them belongs to: a street's ("Calle 4", "Carrera 15"), a zone's,
 * floor's, house's or lot's ("Zona 1", "Piso 4", "Casa 12", "Lote 3").
 */
const NUMBERED = new RegExp(
  `^(?:${STREET}|zona|piso|planta|casa|apto|apartamento|departamento|depto|local|lote|manzana|bloque|torre|etapa|oficina|pasaje|interior|puerta|portal|escalera|numero|kilometro|km|ruta)$`,
  "u",
);

/** Whether a number after `word` is that word's own, not a house number after a street's name. */
export function numberedWord(word: string): boolean {
  return NUMBERED.test(foldLower(word));
}

/** A street word opening the text (after marks OCR read before it). */
const OPENS_WITH_STREET = new RegExp(`^[^\\p{L}\\d]*(?:${STREET})(?:\\.|(?![\\p{L}]))`, "u");
/** A street word anywhere in the text, as a word. */
const HOLDS_STREET = new RegExp(`(?<![\\p{L}])(?:${STREET})(?:\\.|(?![\\p{L}]))`, "u");

/**
 * Words that open a phrase, not an address: a heading's or sentence's tail after the word
 * "dirección" ("Dirección de Atención AL CIUDADANO", "Dirección DEL PREDIO"). Articles are
 * left out: "La Candelaria" may be a locality.
 */
const FUNCTION_WORD = /^[^\p{L}\d]*(?:al|del|de|en|para|por|que|con|sin|su|sus|a|y)\s/u;

/**
 * Whether `text` reads as a postal address: true when it opens with a street word ("Calle",
 * "Av.", "Cra.", "Jr.") or holds one and a number; false when it is an e-mail address or a
 * phrase with neither (it opens with a preposition: "al ciudadano", "del predio"); null when
 * it cannot tell
 * ("Barinas", "Los Mangos").
 */
export function addressShape(text: string): boolean | null {
  const folded = foldLower(text).trim();
  if (!/\p{L}/u.test(folded)) return false;
  // An e-mail address in the cell below or beside the label ("VALENTINAMARTINEZ46 O GMAIL.COM").
  if (folded.includes("@") || parseEmail(text)) return false;
  const digit = /\d/.test(folded);
  if (OPENS_WITH_STREET.test(folded)) return true;
  const street = HOLDS_STREET.test(folded);
  if (street && digit) return true;
  if (!street && !digit && FUNCTION_WORD.test(`${folded} `)) return false;
  if (!street && isProse(text)) return false;
  return null;
}

/** Lower-case words an address prints between its names ("Plaza de la Paz", "Calle al Mar"). */
const CONNECTORS = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "en", "al", "a", "o"]);

/**
 * A line of running text, not an address: most of its words of three letters or more, and at
 * least three, are lower-case words that are no connector ("… de este ayuntamiento, la persona
 * indicada", the sentence a certificate prints around the word "domicilio"). An address
 * capitalises its names; this holds in any language that does.
 */
function isProse(text: string): boolean {
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  const lower = words.filter((w) => /^\p{Ll}/u.test(w) && !CONNECTORS.has(w));
  return lower.length >= 3 && lower.length >= words.length / 2;
}

/**
 * A cell that is an address by its shape alone, for an address whose label was not read: it
 * opens with a street word followed by more words and holds a number ("Diagonal 64 # 22-50,
 * Barrio El Poblado", "Av. Bolívar, Edif. Sol, Piso 3").
 */
export function looksLikeAddress(text: string): boolean {
  const folded = foldLower(text).trim();
  return (
    OPENS_WITH_STREET.test(folded) &&
    /\d/.test(folded) &&
    folded.split(/\s+/).length >= 3 &&
    // A letterhead's contact line ("Av. Sucre 12 · Tel. 0212 …") is the issuer's, not the holder's.
    !/(?<![\p{L}])(?:tel[fs]?|telefono|fax|rif|nit|www|e-?mail)(?![\p{L}])|@/u.test(folded)
  );
}

/**
 * The states' and DC's two-letter postal codes, as USPS prints them. Not Puerto Rico's PR: its
 * addresses are Spanish ("Calle Bolívar, San Juan, PR 00901").
 */
const US_STATES = (
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH " +
  "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split(" ");

/**
 * A state's postal code and a ZIP code ending a United States address ("Miami, FL 33123",
 * "Houston, TX 77002-1234"), in any case.
 */
export const US_STATE_ZIP = new RegExp(
  `,\\s*(${US_STATES.join("|")})\\s+\\d{5}(?:-\\d{4})?\\b`,
  "i",
);

/**
 * A United States address keeps its state's postal code in capitals ("FL 33123", title case
 * would make it "Fl") and its words as printed: no Spanish accents ("Cesar Chavez Ave").
 */
export function isUsAddress(text: string): boolean {
  return US_STATE_ZIP.test(text);
}

/** The state's postal code of a United States (or Puerto Rico) address put back in capitals. */
export function usStateInCapitals(text: string): string {
  const code = new RegExp(
    `,\\s*(?:${[...US_STATES, "PR"].join("|")})\\s+\\d{5}(?:-\\d{4})?\\b`,
    "gi",
  );
  return text.replace(code, (m) => m.toUpperCase());
}
