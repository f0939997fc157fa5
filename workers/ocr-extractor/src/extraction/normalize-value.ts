import { distance } from "fastest-levenshtein";
import {
  addressShape,
  cleanName,
  type DateKind,
  DEMONYM_LINE,
  findDates,
  GRID_STREET,
  isName,
  isSpanishWord,
  isUsAddress,
  knownPlace,
  monthFirstToDayFirst,
  nationalityCode,
  numberedWord,
  parseDate,
  parseEmail,
  parseMoney,
  parseNationalId,
  parsePhone,
  parseRif,
  parseTaxId,
  possiblePhone,
  respellMisshapenNames,
  restoreAccents,
  restoreCase,
  usStateInCapitals,
} from "../normalize";
import { fold } from "./text-lines";
import { DOCUMENT_TITLE } from "./types/invoice-lexicon";

/** How a field's raw text is normalised and checked. */
export type ValueKind =
  | "name"
  | "text"
  | "lower_text"
  | "occupation"
  | "proper_text"
  | "party_name"
  | "address"
  | "place"
  | "code"
  | `date:${DateKind}`
  | "cedula"
  | "phone"
  | "email"
  | "nationality"
  | "money"
  | "tax_id"
  | "estado_civil"
  | "sex"
  | "document_number"
  | "invoice_number";

/** A normalised value and the outcome of its check. */
export interface Normalised {
  value: string | number | null;
  /** true: passed its check; false: failed; null: nothing to check. */
  valid: boolean | null;
  check?: string;
  /** The part of the raw text the value came from, when only part of it was used. */
  raw?: string;
  /** A cap on the field's confidence: the value holds only after a correction. */
  maxConfidence?: number;
}

/** Abbreviations written with a period in Venezuelan addresses (folded). */
const ADDRESS_ABBREVIATIONS = new Set(
  // Venezuela, Colombia, Spain; Mexico's colonia, fraccionamiento, calzada, interior and
  // exterior numbers, manzana and lote; Peru's jirón, pasaje, distrito; orientations; titles in
  // street names (general, doctor, presbítero); Spain's bloque, escalera, puerta, and the
  // street types of its postal standard (travesía, glorieta, ronda, paseo); Chile's población,
  // Panama's corregimiento and barriada, Ecuador's ciudadela and manzana, Colombia's vereda and
  // conjunto, Mexico's privada and cerrada, condominio, habitación, kilómetro; the Dominican
  // Republic's ensanche, residencial, sector and prolongación; Spain's principal, entresuelo
  // and sides of a floor; Mexico's municipio, delegación, región, supermanzana; Peru's
  // asociación and cooperativa; titles and saints in street names (nuestra señora, teniente,
  // capitán, maestro, licenciado, ingeniero, profesor, presidente); and English (avenue,
  // apartment, suite, highway, parkway, lane, court).
  "av avda avd edif urb apto qta edo res sect ctra prolong transv sta sto ind pto mun parr esq ofic nro dpto dto cdad blvd cll ed loc carr cra col fracc calz int ext mz mzna lt jr pje psje dist prov depto pza pl pte nte ote gral dr pbro cnel mcal bloq esc pta izq dcha trav glta rda pso pobl corr bda cdla vda cjto priv cerr cond hab km ens resid sec prol urbz conj ppal entlo izda izqda drcha mpio delg reg smza asoc coop ntra sra tte cap mtro lic ing prof pdte pres ave apt ste hwy pkwy ln ct".split(
    " ",
  ),
);

/** Currency signs and ISO codes printed beside amounts in the countries iris reads (Q: quetzal, L: lempira, ₡: colón, B/.: balboa, Gs: guaraní). */
const CURRENCY = String.raw`(?:US\$|RD\$|C\$|\$|€|£|₡|Bs\.?\s?[SFD]?\.?|S\/\.?|B\/\.|Q|L(?:ps)?\.?|Gs\.?|RM|USD|EUR|MXN|ARS|CLP|COP|PEN|VES|VEF|MYR|GTQ|HNL|DOP|CRC|PAB|NIO|PYG|UYU|BOB)`;
/** A value that is one amount with its currency sign or code, before or after it. */
const AMOUNT_ONLY = new RegExp(
  String.raw`^[^\p{L}\d-]*(?:${CURRENCY}\s*)?-?\s*\d[\d.,\s']*(?:\s*${CURRENCY})?[^\p{L}\d]*$`,
  "iu",
);
/** The caption of a party's name inside its block: "Nombre:", "Razón social:", "Name:". */
const NAME_CAPTION =
  /^\s*(?:nombre(?:\s+o\s+raz[oóe]n\s+social)?|raz[oóe]n\s+social|name)\s*:\s*(?=\p{L})/iu;
/** A lone letter before an amount in cents: its currency sign misread ("ú 2.947.048,01"). */
const MISREAD_SIGN = /^\s*\p{L}\s+(?=\d[\d.,\s']*[.,]\d{2}\s*$)/u;
/** A tax rate printed between a tax label and its amount ("(21 %)", "G16,00%"). */
const RATE_BEFORE = /^\s*\(?\s*[A-Z]{0,2}\s*\d{1,2}(?:[.,]\d+)?\s*%\s*\)?\s*/i;

/**
 * Words an address printed in capitals writes in lower case once its case is restored: a
 * street type after its number, as Honduras numbers its streets and avenues ("3 calle, 7
 * avenida"), the side of a Spanish floor after its ordinal ("1º dcha.", "3º izda.") and a
 * corner after a house number ("No. 74 esq. Calle 3"); in
 * Catalan the floor's and door's ordinals and the attic ("3r 2a", "àtic 1a"), in Basque the
 * street type after the name and the floor's side ("Okendo kalea 12, 7. ezk."). Printed in
 * mixed case, the words keep the case they were printed in.
 */
function lowerAsWritten(cased: string, printed: string): string {
  if (/\p{Ll}/u.test(printed)) return cased;
  const catalan = /\b(?:Carrer|Passeig|Avinguda|Pla[çc]a|Travessera|Rambla)\b/u.test(cased);
  const basque = /(?<=\p{L}\s)(?:Kalea|Etorbidea|Hiribidea|Bidea)\b/u.test(cased);
  let out = cased
    .replace(/(?<=(?:^|[\s,])\d{1,2}\s)(?:Calle|Avenida)(?=,|\s|$)/gu, (w) => w.toLowerCase())
    .replace(/(?<=\d\s?[ºª]\s)(?:Dcha|Izda|Izqda|Izq|Dch)\.?(?=,|\s|$)/gu, (w) => w.toLowerCase())
    // "esquina" after a house number, abbreviated as the RAE writes it ("No. 74 esq. Calle 3").
    .replace(/(?<=\d,?\s)Esq\.(?=\s)/gu, "esq.");
  if (catalan)
    out = out
      .replace(/(?<=(?:^|[\s,])\d{1,2})[RNTA](?=,|\s|$)/gu, (w) => w.toLowerCase())
      .replace(/(?<=,\s)[ÀÁ]tic(?=\s)/gu, "àtic")
      .replace(/(?<=,\s)Baixos(?=,|\s|$)/gu, "baixos");
  if (basque)
    out = out.replace(/(?<=\p{L}\s)(?:Kalea|Etorbidea|Hiribidea|Bidea)\b/gu, (w) =>
      w.toLowerCase(),
    );
  return out.replace(/(?<=\d\.\s)(?:Ezk|Esk|Eskuma|Ezkerra|Eskuina)\.?(?=,|\s|$)/gu, (w) =>
    w.toLowerCase(),
  );
}

/** Colombia's numbered street, then the crossing street's number and the house's, no sign between. */
const COLOMBIAN_SIGN_LOST = new RegExp(
  String.raw`\b((?:${GRID_STREET})\.?\s+\d{1,3}\s?[A-Za-z]?)\s(?=\d{1,3}\s?-\s?\d{1,3}\b)`,
  "giu",
);

/** The confidence of a value made to hold by correcting one misread character. */
const CORRECTED_CONFIDENCE = 0.6;

/** Options the normalisers need from the service configuration. */
export interface NormaliseContext {
  phoneRegion: string;
  today: Date;
  /**
   * The country the document comes from (ISO alpha-2, see documentCountry), when its text
   * says: numbers without a country code are read as its phones, and identity and tax
   * numbers by its schemes.
   */
  country?: string | undefined;
  /**
   * The order the page writes its numeric dates in, when a date that reads only one way says
   * (see numericDateOrder): it decides over the country's custom.
   */
  dateOrder?: "month_first" | "day_first" | undefined;
}

/**
 * Civil statuses as the laws of Spanish-speaking countries name them: the four classic ones,
 * separation, and the recognised unions (Venezuela's unión estable de hecho and concubinato,
 * Colombia's and Mexico's unión libre, Peru's and Chile's conviviente, Chile's acuerdo de unión
 * civil, Argentina's unión convivencial, Spain's pareja de hecho, Guatemala's and Panama's
 * unido/unida). Gendered words take the
 * gender printed; the rest is kept in lower case as printed.
 */
const CIVIL: [RegExp, string][] = [
  [/^solter[oa]/, "soltero"],
  [/^casad[oa]/, "casado"],
  [/^divorciad[oa]/, "divorciado"],
  [/^viud[oa]/, "viudo"],
  [/^separad[oa]/, "separado"],
  [/^concubin[oa]/, "concubino"],
  [/^unid[oa](?![a-z])/, "unido"],
  [/^union\s+(?:estable(?:\s+de\s+hecho)?|libre|de\s+hecho|convivencial|civil)/, ""],
  [/^conviviente(?:\s+civil)?/, ""],
  [/^pareja\s+de\s+hecho/, ""],
  [/^acuerdo\s+de\s+union\s+civil/, ""],
];

/** Words of one or two letters (and marks) before a longer word: specks, not a status. */
const SCRAP_BEFORE_STATUS = /^(?:\p{L}{1,2}[^\p{L}]+)+(?=\p{L}{5})/u;

/** The one-word civil statuses in both genders, for civilStatusMisread. */
const CIVIL_WORDS = ["soltero", "casado", "divorciado", "viudo", "separado", "concubino"].flatMap(
  (w) => [w, w.replace(/o$/, "a")],
);

/**
 * The civil status whose word the value's first word is one misread character away from
 * ("so/tera", "casaoa"; "divorciaclo" is two: not taken), when the words that close name one
 * status; words under five characters are too short to tell, and Spanish words are what they
 * say (undefined).
 */
function civilStatusMisread(folded: string): string | undefined {
  const word = folded.trim().split(/\s+/)[0] ?? "";
  // A Spanish word is itself ("pasado", "cazado"), and OCR swaps glyphs rather than dropping
  // them ("cansado" is no misread "casado").
  if (word.length < 5 || isSpanishWord(word)) return undefined;
  const near = CIVIL_WORDS.filter((w) => w.length === word.length && distance(word, w) === 1);
  // "casadq" is one letter from both genders: the status holds, the gender is not read.
  const statuses = new Set(near.map((w) => w.replace(/a$/, "o")));
  if (statuses.size !== 1) return undefined;
  return near.length === 1 ? near[0] : [...statuses][0];
}

/**
 * A value written one character to a box, as forms print dates, identity numbers and phones
 * ("| 2 | 3 | / | 0 | 3 | / | 2 | 0 | 2 | 4 |"): the boxes' walls OCR read as bars or brackets
 * taken out, once at least three walls part characters one or two at a time.
 */
export function unboxed(text: string): string {
  const walls = text.match(/[|[\]]/g)?.length ?? 0;
  if (walls < 3) return text;
  const parts = text.split(/[\s|[\]]+/).filter(Boolean);
  return parts.length >= 4 && parts.every((p) => p.length <= 2) ? parts.join("") : text;
}

/** Kinds a value of which may be written one character to a box. */
const BOXED_KINDS = /^(?:date:|cedula$|phone$)/;

/** Normalises `raw` as `kind`: ISO dates, E.164 phones, alpha-3 nationality, numbers... */
export function normaliseValue(kind: ValueKind, raw: string, ctx: NormaliseContext): Normalised {
  const text = BOXED_KINDS.test(kind) ? unboxed(raw.trim()) : raw.trim();
  if (kind.startsWith("date:")) {
    const dateKind = kind.slice(5) as DateKind;
    // A page whose dates are written month first, or, when none says, a document of the
    // United States.
    const monthFirst = ctx.dateOrder ? ctx.dateOrder === "month_first" : ctx.country === "US";
    const iso = parseDate(monthFirst ? monthFirstToDayFirst(text) : text, dateKind, ctx.today);
    if (!iso) return bad(text, "not a date");
    // A birth or issue date after today is a misread digit ("2073" for 2023).
    if (
      (dateKind === "birth" || dateKind === "issue") &&
      iso > ctx.today.toISOString().slice(0, 10)
    )
      return { value: iso, valid: false, check: `a ${dateKind} date in the future` };
    return { value: iso, valid: true, check: "calendar date" };
  }
  switch (kind) {
    case "name": {
      // Names are normalised to capitals, as identity documents print them; accents stay.
      const name = restoreAccents(cleanName(text), { names: true }).toLocaleUpperCase("es");
      // A word ending in a colon is the next row's label ("Apeido:"), not a name.
      if (/^\s*\p{L}+\s*:\s*$/u.test(text)) return bad(name, "a label, not a name");
      // "APELLIDOS, NOMBRES": one comma between the surnames and the given names.
      return isName(name.replace(/^([^,]+\S),\s*(?=\S)/u, "$1 "))
        ? { value: name, valid: true, check: "letters only" }
        : bad(name, "not a name");
    }
    case "address": {
      // "N°" is often read as "N*", "N?" or "Nº", and run into the word before ("CASAN” 74");
      // "Qta." (quinta, a house name) as "Ota.", which is no Spanish abbreviation.
      // Marks before the first word ("¡ Calle Lecuna") are specks, not part of the address.
      const address = text
        .replace(/\s+/g, " ")
        // "C/" (calle) with its C read as a bracket ("(/ MÁXIMO GÓMEZ").
        .replace(/^[([{]\s?\/\s?(?=\p{L})/u, "C/ ")
        .replace(/^[^\p{L}\d]+(?=\p{L})/u, "")
        // A letter and a colon before it are the label's separator misread ("Domicilio E:
        // BARRIO…"): no address starts so.
        .replace(/^\p{Lu}\s?:\s+(?=[\p{L}\d])/u, "")
        .replace(/(?<=\p{L}{3})N\s?[*?”"º°](?=\s?\d)/gu, " N° ")
        .replace(/\bN\s?[*?”"º]{1,2}\s/g, "N° ")
        .replace(/\s{2,}/g, " ")
        .replace(/\b([OoQ0])(ta|TA)\.(?=\s)/g, (_m, _q: string, ta: string) => `Q${ta}.`)
        // An abbreviation's period read as a comma ("Urb, El Paraíso"), and a comma run into
        // the next word ("Apto 4-B,Barrio").
        .replace(/\b(Av|Edif|Urb|Apto|Qta|Edo|Res|Sect|Ctra|Prolong|Transv)\s?,(?=\s)/giu, "$1.")
        // ... or lost ("Edif La Ceiba"), and "Av." read as "Ay" at the start.
        .replace(/\b(Av|Edif|Urb|Qta|Edo|Prolong|Transv)(?=\s)/giu, "$1.")
        .replace(/^Ay\.?(?=\s)/u, "Av.")
        // "C/" with a speck read before its slash ("C;/ del Río"); "¡" for an I ("¡RUN"); a Z
        // read as a 2 at a word's start ("COL. 2ACAMIL").
        .replace(/^C\s?[;:,.]\s?\/\s?/u, "C/ ")
        .replace(/¡(?=\p{L})/gu, "I")
        // A number after a numbered word with a 5 read as an S before a digit ("Pol. S4"); a
        // trailing letter ("Apto 2S") may be the door's own.
        .replace(/(?<=\b(\p{L}{1,10})\.?\s)(?=[\dS]*S\d)[\dS]{2,5}\b/giu, (m, word: string) =>
          numberedWord(word) || /^(?:pol|poligono|polígono|no|nro|núm|num)$/i.test(word)
            ? m.replace(/S(?=[\dS]*\d)/g, "5")
            : m,
        )
        .replace(/(?<![\p{L}\d])2(?=\p{L}{3,}(?![\p{L}\d]))/gu, "Z")
        // The article's L read as a C before a name ("CA ROMANA", "COS ALMENDROS", "Cas
        // Rosas"): "Ca", "Cas", "Cos" are no Spanish words.
        .replace(
          /(?<![\p{L}\d])([Cc])(?=(?:[Aa]|[Aa][Ss]|[Oo][Ss])\s+\p{Lu}\p{L})/gu,
          (c: string) => (c === "C" ? "L" : "l"),
        )
        // ... and "Blvd." with its v read as a y ("BLYD. ZARAGOZA").
        .replace(
          /\b(Bl)([yY])(d)(?=\.|,|\s)/giu,
          (_m, bl: string, y: string, d: string) => `${bl}${y === "Y" ? "V" : "v"}${d}`,
        )
        .replace(/,(?=\p{L})/gu, ", ")
        // A speck read as a comma after an article: an article never ends a part ("EL,
        // PROGRESO").
        .replace(/(?<=(?:^|\s)(?:el|la|los|las|del|de)),(?=\s\p{L})/giu, "")
        // A comma read as a semicolon: an address separates its parts with commas.
        .replace(/(?<=[\p{L}\d.])\s?;\s?(?=[\p{L}\d])/gu, ", ")
        // An abbreviation run into the next word ("Edif.Los Mangos"); a comma read as a period
        // after a word that is no abbreviation ("Edif. La Ceiba. Piso 11").
        .replace(/(?<=\b\p{L}{2,6})\.(?=\p{Lu}\p{Ll})/gu, ". ")
        // ... in capitals too, after a known abbreviation ("AV.LAS AMÉRICAS", "EDIF.TORRE").
        .replace(/\b(\p{L}{2,6})\.(?=\p{L})/gu, (m, word: string) =>
          ADDRESS_ABBREVIATIONS.has(fold(word)) ? `${word}. ` : m,
        )
        .replace(/\b(\p{L}+)\.(?=\s\p{L})/gu, (m, word: string) =>
          word.length <= 2 || ADDRESS_ABBREVIATIONS.has(fold(word)) ? m : `${word},`,
        )
        // ... and before a number, after a whole Spanish word ("BARRIO SAN ANGEL. 3 CALLE"; not
        // an abbreviation outside the list, "Núm. 5", "Apt. 37").
        .replace(/\b(\p{L}{4,})\.(?=\s\d)/gu, (m, word: string) =>
          ADDRESS_ABBREVIATIONS.has(fold(word)) || !isSpanishWord(word) ? m : `${word},`,
        )
        // An ordinal's "º" read as "%" ("8% dcha."): no address holds a percentage.
        .replace(/(?<=\d)\s?%(?=[\s,]|$)/g, "º")
        // ... or as a quote mark, an asterisk or a degree sign before the door's letter ("2" B",
        // "6* C", "3° A"): Spanish addresses write the floor as an ordinal.
        .replace(/(?<=(?:^|[\s,])\d{1,2})\s?["”*°](?=\s\p{Lu}(?:[\s,]|$))/gu, "º")
        // ... before the floor's side ("3* dcha.", "1° izda."), the "º" also read as a 9 or
        // an o after a lone digit ("39 dcha", "2o izq."); before the door's ordinal ("4* 2*",
        // '4" 2\''), whose own mark is the feminine "ª" (the door: "4º 2ª").
        .replace(
          /(?<=(?:^|[\s,])\d{1,2})\s?["”*°](?=\s(?:dcha|drcha|dch|izda|izqda|izq|ctro|centro)\b)/giu,
          "º",
        )
        .replace(
          /(?<=(?:^|[\s,])\d)[9o](?=\s(?:dcha|drcha|dch|izda|izqda|izq|ctro|centro)\b)/giu,
          "º",
        )
        .replace(/(?<=(?:^|[\s,])\d{1,2})\s?["”*°](?=\s\d{1,2}\s?['’*"“”°ª](?:[\s,]|$))/gu, "º")
        // ... or lost before the floor's side ("6 izq."): the floor is an ordinal.
        .replace(/(?<=(?:^|,\s)\d{1,2})(?=\s(?:dcha|drcha|izda|izqda|izq)\b)/giu, "º")
        .replace(/(?<=\dº\s\d{1,2})\s?['’*"“”°](?=[\s,]|$)/gu, "ª")
        // ... and the door's mark read as "%" like the floor's ("5% 2%"): the ordinal right
        // after a floor's is the door's (puerta), feminine.
        .replace(/(?<=\dº\s\d{1,2})º(?=[\s,]|$)/gu, "ª")
        // "No," and "Col," with a comma for the abbreviation's period before a number or a name;
        // "Blvd," only where it opens a part ("Blvd, Zaragoza 119"): after the street's name,
        // as English writes it ("908 S Olympic Blvd, Miami"), the comma ends the street.
        .replace(/\b(No|Nro|Col|Depto|Dpto)\s?,(?=\s)/gu, "$1.")
        .replace(/(?<=^|,\s?)Blvd\s?,(?=\s)/gu, "Blvd.")
        // Colombia's "Calle 64 # 22-50": the "#" read as a 4, 5, H, "4T", "*4", "*", "+" or
        // "€" between the numbers (no address prints a lone digit there).
        .replace(/(?<=\d[A-Za-z]?)\s(?:[45H*€+]|4[Tt]|\*4)\s(?=\d{1,3}\s?-\s?\d{1,3}\b)/g, " # ")
        // ... or lost: a numbered street ("Calle 19", "Diagonal 25B") followed by the cross
        // street's number and the house's ("52-11") is that address.
        .replace(COLOMBIAN_SIGN_LOST, "$1 # ")
        // "Calle Los Sauces # 2965": the "#" before a house number after a street's name
        // read as 4, 1, H, "Rf", "*4" or "+" (a street's own number follows a street word).
        .replace(
          /(?<=(?:^|\s)(\p{Lu}[\p{L}]{2,}))\s(?:[41H+£$€]|Rf|\*4|4[FfT])\s(?=\d{2,5}º?(?:,|$))/gu,
          (m, word: string) => (numberedWord(word) ? m : " # "),
        )
        // ... or a currency sign set against the number ("Los Almendros $17"): no address
        // prints an amount.
        .replace(/(?<=\p{L}\s)[£$€](?=\d{1,5}(?:,|$))/gu, "#")
        // "37,7. Ezk.": the comma between a house number and a floor lost its space.
        .replace(/(?<=\d),(?=\d{1,2}[.º]\s)/gu, ", ")
        // A leader's dots after the last word ("SANTANDER...").
        .replace(/(?<=\p{L})\s?\.{2,}$/u, "")
        // A comma read as a period after a number ("C.P. 85207. Durango"); not before a door's
        // lone letter ("62, 3. A", the Basque floor-and-door).
        .replace(/(?<=\d)\.(?=\s\p{Lu}\p{L})(?!\s(?:EZK|ESK|Ezk|Esk)\b)/gu, ",")
        // A capital I read as a bar ("Francisco | Madero", "Fernando |. López"): no address
        // holds a bar between words.
        .replace(/(?<=\p{L}\s)\|(?=\.?\s\p{L})/gu, "I");
      // A city whose words ran together ("Losteques"), once the address's case is settled.
      // A United States address keeps its words as printed and its state in capitals; one in
      // another language (Basque "Zabalbide kalea …, Irun", Catalan) keeps its spelling.
      const us = isUsAddress(address);
      // A United States street's direction after the house number, its S read as 5 ("1053 5
      // Lincoln Ave"): no address prints a lone digit there.
      const directed = us ? address.replace(/^(\d+)\s5\s(?=\p{Lu}\p{Ll})/u, "$1 S ") : address;
      const cased = restoreCase(us ? directed : restoreAccents(address, { ifSpanish: true }))
        .split(", ")
        .map((part) => (!us && /^\S+$/.test(part) ? (knownPlace(part) ?? part) : part))
        .join(", ");
      const stated = usStateInCapitals(lowerAsWritten(cased, text));
      const value = stated.charAt(0).toLocaleUpperCase("es") + stated.slice(1);
      // Two letters or digits ("To", "Oo": a label's tail, a box's corner) are no address.
      if ((text.match(/[\p{L}\d]/gu)?.length ?? 0) < 3)
        return { value, valid: false, check: "too short for an address" };
      const shape = addressShape(text);
      if (shape === null) return { value, valid: null };
      return shape
        ? { value, valid: true, check: "street and number" }
        : { value, valid: false, check: "a phrase, not an address" };
    }
    case "place": {
      // A place holds no date: one beside it is the rest of "Lugar y fecha de nacimiento:
      // Sevilla, 12/03/1985" or a neighbouring column's, read into the same line. The place
      // is what precedes the date, else what follows it.
      const date = findDates(text)[0];
      const letters = (t: string) => (t.match(/\p{L}/gu)?.length ?? 0) >= 3;
      const sides = date
        ? [text.slice(0, date.start), text.slice(date.end)].map((t) =>
            t.replace(/^[\s,;:/-]+|[\s,;:/-]+$/g, ""),
          )
        : [text];
      const found = sides.find(letters);
      if (found === undefined) return bad(text, "a date, not a place");
      const place = found.replace(/\s+/g, " ").replace(/,\s*[A-Z]{3}$/, "");
      // The rest of a bilingual caption split from its first words ("Place | of birth").
      if (/^(?:(?:place\s+)?of\s+birth|lieu\s+de\s+naissance|de\s+naissance)$/i.test(place.trim()))
        return bad(place, "a caption, not a place");
      const known = knownPlace(place);
      if (known) return { value: known, valid: true, check: "known city" };
      return { value: restoreCase(restoreAccents(place)), valid: null };
    }
    case "code": {
      const code = text.toUpperCase().replace(/[^A-Z0-9]/g, "");
      return /^[A-Z]{1,3}$/.test(code)
        ? { value: code, valid: true, check: "letter code" }
        : bad(text, "not a code");
    }
    case "text":
      return { value: text.replace(/\s+/g, " "), valid: null };
    case "proper_text":
      return { value: properName(text), valid: null };
    case "party_name": {
      // An invoice party's name: not the document's title printed beside its label ("Cliente:
      // FACTURA DE CRÉDITO FISCAL"), nor a number (a tax number read under a name label); a
      // block's own caption before it ("RECEPTOR" / "Nombre: …") is not part of it.
      const name = text.replace(NAME_CAPTION, "");
      if (DOCUMENT_TITLE.test(fold(name).replace(/^[^\p{L}\d]+/u, "")) || !/\p{L}{2}/u.test(name))
        return bad(text, "a document title or a number, not a name");
      return { value: respellMisshapenNames(properName(name)), valid: null };
    }
    case "lower_text":
    case "occupation": {
      // A rule or stroke after the word ("ABOGADA —.") is not part of it.
      const words = text.replace(/\s+/g, " ").replace(/[\s\-—–_.,;:|]+$/u, "");
      // An occupation is neither a civil status nor a nationality: the value of the caption
      // beside its own on a form that prints values above their captions.
      const folded = fold(words).trim();
      if (
        kind === "occupation" &&
        (CIVIL.some(([re]) => re.test(folded)) || DEMONYM_LINE.test(words))
      )
        return bad(text, "a civil status or a nationality, not an occupation");
      return { value: restoreAccents(words.toLocaleLowerCase("es")), valid: null };
    }
    case "cedula": {
      const id = parseNationalId(text, ctx.country);
      if (!id) return bad(text, "not an identity number");
      return {
        value: id.value,
        valid: id.valid,
        check: `${id.scheme}${id.valid === true ? ": check holds" : id.valid === false ? ": check fails" : ""}`,
      };
    }
    case "phone": {
      // A number without its country code is the document's country's, else the service's.
      const value =
        (ctx.country && parsePhone(text, ctx.country)) || parsePhone(text, ctx.phoneRegion);
      if (value) return { value, valid: true, check: "valid phone number (libphonenumber)" };
      const possible = possiblePhone(text, ctx.country);
      return possible
        ? { value: possible, valid: false, check: "a possible length, not an allocated range" }
        : bad(text, "not a valid phone number");
    }
    case "email": {
      const value = parseEmail(text);
      return value
        ? { value, valid: true, check: "e-mail syntax" }
        : bad(text, "not an e-mail address");
    }
    case "nationality": {
      // A lone "V" in the nationality box is how Venezuelan documents write "venezolano".
      const value = /^v\.?$/i.test(text) ? "VEN" : nationalityCode(text);
      return value
        ? { value, valid: true, check: "ISO 3166 alpha-3" }
        : { value: text, valid: false, check: "not a known nationality; kept as read" };
    }
    case "money": {
      // An amount and nothing else but its currency (and a tax rate before it): a label's
      // value that is a sentence or a reference number ("Resolución DIAN No. 18763…") is none.
      // A currency sign OCR read as a letter ("E 1.854.264,05" for ₡) before an amount in cents.
      const amount = text.replace(RATE_BEFORE, "").replace(MISREAD_SIGN, "");
      if (!AMOUNT_ONLY.test(amount)) return bad(text, "not an amount");
      const value = parseMoney(amount);
      return value !== undefined
        ? { value, valid: true, check: "amount" }
        : bad(text, "not an amount");
    }
    case "tax_id": {
      // A speck OCR read as a symbol between two digits ("J-44055%9220") is no character.
      const id = text.replace(/(?<=\d)[%*'`´"°^~](?=\d)/g, "");
      const rif = /[VEJPGC]\s*-?\s*\d|^\W*[\dY\]|)]?\s*-?\s*\d{8}\s*-?\s*\d\W*$/i.test(id)
        ? parseRif(id)
        : undefined;
      if (rif && (!ctx.country || ctx.country === "VE" || /^[VEJPGC]/i.test(id.trim())))
        return {
          value: rif.value,
          valid: rif.valid,
          ...(rif.corrected ? { maxConfidence: CORRECTED_CONFIDENCE } : {}),
          check: rif.corrected
            ? `RIF check digit, after correcting a ${rif.corrected}`
            : rif.valid
              ? "RIF check digit"
              : "RIF check digit fails",
        };
      const other = parseTaxId(id, ctx.country);
      if (!other) return bad(id, "not a tax identification number");
      return {
        value: other.value,
        valid: other.valid,
        check: `${other.scheme}${other.valid === true ? ": check holds" : other.valid === false ? ": check fails" : ""}`,
      };
    }
    case "estado_civil": {
      // Marks before the word (a quote, a box's bar, a letter or two of a box's edge) are
      // specks: '"CASADO', "| SOLTERA", "JL CASADO". No status starts with so short a word.
      const printedStatus = text.replace(/^[^\p{L}]+/u, "").replace(SCRAP_BEFORE_STATUS, "");
      const folded = fold(printedStatus);
      const hit = CIVIL.map(([re, v]) => [re.exec(folded), v] as const).find(([m]) => m);
      if (!hit?.[0]) {
        const misread = civilStatusMisread(folded);
        return misread
          ? {
              value: misread,
              valid: true,
              maxConfidence: CORRECTED_CONFIDENCE,
              check: "known civil status, after correcting a misread character",
            }
          : bad(text, "not a civil status");
      }
      if (!hit[1]) {
        // Kept as printed, in lower case with its accents.
        const words = hit[0][0].split(/\s+/).length;
        const printed = printedStatus
          .replace(/[^\p{L}\s]/gu, " ")
          .trim()
          .split(/\s+/)
          .slice(0, words);
        const value = restoreAccents(printed.join(" ").toLocaleLowerCase("es"));
        return { value, valid: true, check: "known civil status" };
      }
      const feminine = /a\b/.test(folded.split(/\s/)[0] ?? "") ? hit[1].replace(/o$/, "a") : hit[1];
      return { value: feminine, valid: true, check: "known civil status" };
    }
    case "sex": {
      const f = fold(text);
      const value = /^(f|fem)/.test(f) ? "F" : /^(m|masc)/.test(f) ? "M" : null;
      return value ? { value, valid: true, check: "M or F" } : bad(text, "not a sex marker");
    }
    case "document_number": {
      const value = text.toUpperCase().replace(/[\s-]/g, "");
      return /^[A-Z0-9]{5,12}$/.test(value)
        ? { value, valid: true, check: "5-12 letters and digits" }
        : bad(text, "not a document number");
    }
    case "invoice_number": {
      // As printed (a series and its number keep their hyphen or slash: "F001-00012345",
      // "2023/0461"), without spaces OCR put in or around it and a trailing stroke.
      const value = text
        .toUpperCase()
        .replace(/\s*([-/])\s*/g, "$1")
        .replace(/\s+/g, "")
        .replace(/[-/.,:;]+$/, "")
        // A Dominican NCF (series B, a two-digit type, an eight-digit sequence) with its B
        // read as an 8 ("80100071449"): no NCF starts with a digit.
        .replace(/^8(?=(?:0[1-4]|1[1-7])\d{8}$)/, ctx.country === "DO" ? "B" : "8");
      return /^[A-Z0-9][A-Z0-9/-]{3,20}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3
        ? { value, valid: true, check: "letters and digits (a series, hyphen or slash)" }
        : bad(text, "not a document number");
    }
  }
  return { value: text, valid: null };
}

function bad(text: string, why: string): Normalised {
  return { value: text || null, valid: false, check: why };
}

/**
 * Malaysia's private limited company ("SDN BHD", "S/B") with the letters OCR confuses in it
 * (S/5, D/O/0, B/8/3, D/O): "SON BHD", "SDN BHO", "5/8" are written as registered.
 */
const MALAYSIAN_FORM = /(?<=\s)(?:[S5][DO0]N\.?\s*([B83])H[DO0]|[S5]\s?\/\s?[B8])(?![\p{L}\d])/gu;

/**
 * A company's legal form at the end of its name, its periods lost ("CA.", "C.A", "SRL", "SL.",
 * "S.L.P", "SAC", "EIRL").
 */
const LEGAL_FORM =
  /(?<=[\s,])(C\.?\s?A|S\.?\s?A\.?\s?[SC]|S\.?\s?R\.?\s?L|S\.?\s?L\.?\s?[UP]|S\.?\s?L|E\.?\s?I\.?\s?R\.?\s?L|S\.?\s?A)[.,\s]*$/;

/**
 * A person's or company's name: spaces collapsed, accents OCR dropped put back, and a legal
 * form written as registered ("Clínica Santa Sofía, CA," → "Clínica Santa Sofía, C.A.").
 */
export function properName(raw: string): string {
  // "&" is often read as "8", "€", "8:" or "6:" between two words.
  const text = restoreAccents(
    raw
      .replace(/\s+/g, " ")
      .trim()
      .replace(/(?<=\p{L})\s+(?:[8€][:;]?|6[:;])\s+(?=\p{L})/gu, " & "),
    // A shop abroad prints its name in its own language ("SWEET FOREST CAFE").
    { ifSpanish: true },
  );
  return text
    .replace(MALAYSIAN_FORM, (_m, bhd: string) => (bhd ? "SDN BHD" : "S/B"))
    .replace(
      LEGAL_FORM,
      (form) =>
        `${form
          .replace(/[^A-Z]/g, "")
          .split("")
          .join(".")}.`,
    );
}
