import { type ExtractedField, field } from "../field";
import type { FieldSpec } from "../field-specs";
import type { LabelledText } from "../labels";
import { type NormaliseContext, normaliseValue } from "../normalize-value";

/** Labels shared by the identity-bearing types (cédula, ficha, pasaporte). */
export const L = {
  nombres: [
    /(?<!y\s)nombres?(?!s?\s+(?:completo|y\s+apellidos?))(?!\s*\/\s*name\b)(?:\s*\/\s*given\s+names?)?/,
    /given\s+names?/,
  ],
  // A first surname printed apart from the second ("Primer apellido" / "Segundo apellido",
  // Spain, Colombia) is read first; the second is joined to it (see joinSecondSurname).
  apellidos: [
    /primer\s+apellido/,
    /(?<!y\s|segundo\s)apellidos?(?!s?\s+y\s+nombres)(?:\s*\/\s*surnames?)?/,
    /surnames?|last\s+names?|family\s+names?/,
    /segundo\s+apellido/,
  ],
  nombreCompleto: [
    /nombre\s+completo/,
    /nombres?\s+y\s+apellidos?/,
    /apellidos\s+y\s+nombres/,
    /nombre\s*\/\s*name/,
  ],
  cedula: [
    /(?:n(?:umero|ro|[°º.o])?\s*(?:de\s+)?)?cedula(?:\s+de\s+identidad)?(?:\s*n(?:[°º.o]|ro|umero))?/,
    /c\.\s*i\./,
    /\bc\s*i\b/,
    // Spain's DNI/NIE, Colombia's NUIP, and the generic wordings of many countries' cards.
    /(?<![a-z])(?:d\.?\s*n\.?\s*i|n\.?\s*i\.?\s*e|nuip)(?![a-z])\.?(?:\s*n(?:[°º.o]|um(?:ero)?))?/,
    /n(?:[°º.o]|um(?:ero)?)\.?\s*(?:de\s+)?(?:identificacion|documento)/,
    /documento\s+(?:nacional\s+)?de\s+identidad/,
    /(?:identity|id)\s+(?:card\s+)?n(?:o|umber)\.?/,
  ],
  fechaNacimiento: [
    /fecha\s+de\s+nacimiento(?:\s*\/\s*date\s*of\s*birth)?/,
    /[fe](?:echa)?\.?\s*(?:de\s+)?nac(?:imiento)?\.?(?:\s*\/\s*date\s*of\s*birth)?/,
    /date\s+of\s+birth/,
  ],
  estadoCivil: [/estado\s+civil/, /edo\.?\s*civil/, /(?:civil|marital)\s+status/],
  nacionalidad: [/nacionalidad(?:\s*\/\s*nationality)?/, /nationality/],
  fechaExpedicion: [
    /fecha\s+de\s+(?:expedicion|emision)(?:\s*\/\s*date\s*of\s*issue)?/,
    // The English half run together or the Spanish half's first letter lost ("echa de
    // expedición/ Dateofissue").
    /(?:expedicion|emision|expedida)(?:\s*\/\s*date\s*of\s*issue)?/,
    /date\s+of\s+issue/,
  ],
  fechaVencimiento: [
    /fecha\s+de\s+(?:vencimiento|caducidad|expiracion)(?:\s*\/\s*date\s*of\s*expiry)?/,
    /(?:vencimiento|vence|caducidad|expira)(?:\s*\/\s*date\s*of\s*expiry)?/,
    /date\s+of\s+expiry/,
  ],
  direccion: [
    /direccion(?:\s+de\s+(?:residencia|habitacion|domicilio))?/,
    /domicilio/,
    /lugar\s+de\s+residencia/,
    /(?<![a-z])address(?![a-z])/,
  ],
  telefono: [
    /telefonos?(?:\s+(?:movil|celular|de\s+contacto))?/,
    // Abbreviations end the word: "tel" inside "teléfono" is no label.
    /tlf(?:\.|(?![a-z]))/,
    /tel(?:\.|(?![a-z]))/,
    /celular/,
    /movil/,
    /(?<![a-z])(?:phone|mobile)(?![a-z])/,
  ],
  email: [/correo\s+electronico/, /e-?mail/, /correo/],
  ocupacion: [/ocupacion/, /profesion(?:\s+u\s*oficio)?/, /oficio/, /occupation|profession/],
};

/** How the person labels are printed (lower case, no accents), for garbled-label repair. */
export const PRINTED = {
  person: [
    "nombres",
    "apellidos",
    "cedula de identidad",
    "fecha de nacimiento",
    "nacionalidad",
    "estado civil",
    "ocupacion",
    "profesion u oficio",
    "direccion",
    "telefono",
    "correo electronico",
  ],
  fullName: ["nombre completo", "nombre y apellido", "nombres y apellidos"],
  /** An identity card's labels (its dates are often abbreviated: "F. NACIMIENTO"). */
  card: [
    "nombres",
    "apellidos",
    "fecha de nacimiento",
    "fecha nac",
    "nacimiento",
    "nacionalidad",
    "estado civil",
    "expedicion",
    "vencimiento",
  ],
};

/**
 * A Venezuelan phone number written anywhere, for one whose label was not read: a trunk 0
 * (or +58) and ten digits in the usual groupings ("(0274) 975-2764", "+58 414 3329670").
 */
export const PHONE_ANYWHERE =
  /(?<![\d.])(?:\+\s?58[\s.-]*\(?|\(?0)\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}(?![\d.])/;

/** A cédula number written anywhere: V-12.345.678 (a small V read as "y": y 10637457). */
export const CEDULA_ANYWHERE = /\b[VEYy]\s*-?\s*\d{1,3}[.\s]?\d{3}[.\s]?\d{3}\b/;

/**
 * An e-mail address written anywhere, its "@" read right or misread as "(D", "(a", "©", or
 * lost before a common provider's domain ("zoraida.delecantv.net"): for a value whose label
 * was not read, or whose label OCR found elsewhere ("Notificar por: [X] Correo electrónico").
 */
export const EMAIL_ANYWHERE =
  /([A-Za-z0-9][\w.-]*\s?(?:@|\(\s?[A-Za-z0-9]|[©®])\s?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}|[A-Za-z0-9][\w.-]*(?:gmail|hotmail|outlook|yahoo|cantv|icloud|live|msn)\s?\.\s?(?:com|es|net))\b/;

/** A line (or cell) holding nothing but a civil status: "DIVORCIADA", "| Casado |". */
export const CIVIL_STATUS_LINE =
  /^[\s|[\]_—-]*((?:solter|casad|divorciad|viud|separad|concubin)[oa])[\s|[\]_—.-]*$/iu;

/**
 * The holder's name in a certificate's formula, "…hace constar que el ciudadano PEDRO PÉREZ,
 * titular de la cédula de identidad…": the capitals before ", titular de la cédula" (any of
 * whose words OCR may have read with a capital: "titular de La cédula").
 */
export const HOLDER_NAME =
  /([\p{Lu}][\p{Lu}'’ ]{4,}?)\s*,?\s+[Tt]itular\s+[Dd]e\s+[Ll]a\s+[Cc][eé]dula/u;

/**
 * A second surname printed under its own label ("Segundo apellido"), joined to the first when
 * the first was read under "Primer apellido" and both are names.
 */
export function joinSecondSurname(
  fields: Record<string, ExtractedField>,
  text: LabelledText,
  ctx: NormaliseContext,
): void {
  const first = fields.apellidos;
  if (first?.valid !== true || !text.find(/primer\s+apellido/)) return;
  const hit = text.find(/segundo\s+apellido/, {
    accept: (raw) => normaliseValue("name", raw, ctx).valid === true,
  });
  const second = hit && normaliseValue("name", hit.raw, ctx);
  if (!hit || second?.valid !== true || typeof second.value !== "string") return;
  fields.apellidos = field(
    `${first.raw} ${hit.raw}`,
    `${first.value} ${second.value}`,
    Math.min(first.confidence, hit.confidence),
    true,
    "first and second surname",
  );
}

/** The personal fields every identity-bearing type has. */
export function personSpecs(): FieldSpec[] {
  return [
    { name: "nombres", group: "personal_info", labels: L.nombres, kind: "name", required: true },
    {
      name: "apellidos",
      group: "personal_info",
      labels: L.apellidos,
      kind: "name",
      required: true,
    },
    {
      name: "cedula_numero",
      group: "personal_info",
      labels: L.cedula,
      kind: "cedula",
      required: true,
      anywhere: CEDULA_ANYWHERE,
    },
    {
      name: "fecha_nacimiento",
      group: "personal_info",
      labels: L.fechaNacimiento,
      kind: "date:birth",
      required: true,
    },
  ];
}

/**
 * A Venezuelan identity number's letter says the holder's nationality: V is venezolano, E
 * extranjero. A nationality the page did not yield (a lone "V" read as "AS", "Ny" or nothing)
 * is taken from a valid V number as VEN; an E number names no country and leaves it.
 */
export function nationalityFromCedula(fields: Record<string, ExtractedField>): void {
  const own = fields.nacionalidad;
  const cedula = fields.cedula_numero;
  if (own && own.value !== null && own.valid !== false) return;
  if (cedula?.valid !== true || !String(cedula.value).startsWith("V")) return;
  fields.nacionalidad = field(
    cedula.raw ?? "V",
    "VEN",
    Math.min(cedula.confidence, 0.9),
    true,
    "from the cédula number's V (venezolano)",
  );
}
