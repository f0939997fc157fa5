import { type ExtractedField, field } from "../field";
import type { FieldSpec } from "../field-specs";
import type { LabelledText } from "../labels";
import { type NormaliseContext, normaliseValue } from "../normalize-value";

/**
 * Labels shared by the identity-bearing types (cédula, ficha, pasaporte, formulario): the
 * wordings and abbreviations of Spanish-speaking countries' identity documents and official
 * forms, with ICAO 9303's English (most specific first, on lower-case accent-free text). A
 * translation after a slash ("/ Surname") is read as part of any label (labels.ts GLOSS).
 */
export const L = {
  nombres: [
    /(?<!y\s)(?:pre\s?)?nombres?(?:\s*\(s\))?(?!s?\s+(?:completo|y\s+apellidos?|del?\s))(?!\s*\/\s*name\b)(?:\s*\/\s*given\s+names?)?/,
    /given\s+names?|first\s+names?/,
  ],
  // A first surname printed apart from the second ("Primer apellido" / "Segundo apellido",
  // Spain, Colombia; "Apellido paterno" / "materno", Peru, Mexico) is read first; the second
  // is joined to it (see joinSecondSurname).
  apellidos: [
    /primer\s+apellido|apellido\s+paterno/,
    /(?<!y\s|segundo\s)apellidos?(?:\s*\(s\))?(?!s?\s+(?:y\s+nombres?|paterno|materno))(?:\s*\/\s*surnames?)?/,
    /surnames?|last\s+names?|family\s+names?/,
    /segundo\s+apellido|apellido\s+materno/,
  ],
  nombreCompleto: [
    /nombre\s+completo/,
    /nombres?(?:\s*\(s\))?\s+y\s+apellidos?(?:\s*\(s\))?/,
    /apellidos?(?:\s*\(s\))?\s+y\s+nombres?(?:\s*\(s\))?/,
    /nombre\s+del\s+(?:solicitante|titular|interesad[oa]|afiliad[oa]|beneficiari[oa]|postulante|declarante|arrendatari[oa])/,
    /nombre\s*\/\s*name/,
  ],
  cedula: [
    /(?:n(?:umero|ro|[°º.o])?\s*(?:de\s+)?)?cedula(?:\s+de\s+(?:identidad|ciudadania|extranjeria)(?:\s+(?:personal|civil))?)?(?:\s*n(?:[°º.o]|ro|umero))?/,
    /c\.\s*[ic]\./,
    /\bc\s*i\b/,
    // Spain's DNI/NIE, Argentina's and Peru's DNI, Colombia's NUIP, Chile's RUN/RUT, Mexico's
    // CURP, Peru's CUI, Ecuador's NUI, Argentina's CUIL.
    /(?<![a-z])(?:d\.?\s*n\.?\s*i|n\.?\s*i\.?\s*e|nuip|r\.?\s*u\.?\s*[nt]|curp|cuil|cui|nui)(?![a-z])\.?(?:\s*n(?:[°º.o]|um(?:ero)?))?/,
    /n(?:[°º.o]|um(?:ero)?|ro)\.?\s*(?:de\s+)?(?:identificacion|documento|doc\.?)(?:\s+de\s+identidad)?/,
    /(?:tipo\s+y\s+)?n(?:[°º.o]|um(?:ero)?|ro)\.?\s+de\s+documento/,
    /documento\s+(?:nacional\s+)?de\s+identi(?:dad|ficacion)/,
    /doc(?:umento)?\.?\s+(?:de\s+)?identidad/,
    /(?:identity|id)\s+(?:card\s+)?n(?:o|umber)\.?|personal\s+n(?:o|umber)\.?/,
    /identificacion/,
  ],
  fechaNacimiento: [
    /fecha\s+(?:y\s+lugar\s+)?de\s+nacimiento(?:\s*\/\s*date\s*of\s*birth)?/,
    /[fe](?:echa)?\.?\s*(?:de\s+)?nac(?:imiento)?\.?(?:\s*\/\s*date\s*of\s*birth)?/,
    /date\s+of\s+birth/,
    /(?<![a-z])nacid[oa]\s+el/,
  ],
  estadoCivil: [/estado\s+civil/, /(?:edo|est)\.?\s*civil/, /(?:civil|marital)\s+status/],
  nacionalidad: [/nacionalidad(?:\s*\/\s*nationality)?/, /nationality/],
  fechaExpedicion: [
    /fecha\s+de\s+(?:expedicion|emision|otorgamiento)(?:\s*\/\s*date\s*of\s*issue)?/,
    // The English half run together or the Spanish half's first letter lost ("echa de
    // expedición/ Dateofissue").
    /(?:expedicion|emision|expedida|expedido|emitid[oa]|otorgad[oa])(?:\s+el)?(?:\s*\/\s*date\s*of\s*issue)?/,
    /date\s+of\s+issue/,
  ],
  fechaVencimiento: [
    /fecha\s+de\s+(?:vencimiento|caducidad|expiracion)(?:\s*\/\s*date\s*of\s*expiry)?/,
    /(?:valid[oa]|vigente)\s+hasta/,
    /(?:vencimiento|vence|caducidad|caduca|expira|vigencia)(?:\s*\/\s*date\s*of\s*expiry)?/,
    /date\s+of\s+expiry|valid\s+until/,
  ],
  direccion: [
    /direccion(?:\s+(?:de\s+(?:residencia|habitacion|domicilio)|domiciliaria|actual|completa|particular))?/,
    /domicilio(?:\s+(?:actual|particular|real|legal|completo|habitual|declarado))?/,
    /lugar\s+de\s+residencia|residencia\s+actual/,
    /(?<![a-z])address(?![a-z])/,
  ],
  telefono: [
    /telefonos?(?:\s+(?:movil|celular|fijo|de\s+contacto))?/,
    // Abbreviations end the word: "tel" inside "teléfono" is no label.
    /tlf(?:\.|(?![a-z]))/,
    /tel[f]?(?:\.|(?![a-z]))/,
    /tfno(?:\.|(?![a-z]))/,
    /celular/,
    /movil/,
    // Chile's and others' short word for a phone number.
    /(?<![a-z])fono(?![a-z])/,
    /(?<![a-z])(?:phone|mobile)(?![a-z])/,
  ],
  email: [/correo\s+electronico/, /e-?\s?mail/, /correo/],
  ocupacion: [
    /ocupacion(?:\s+(?:actual|u\s+oficio))?/,
    /profesion(?:\s+u\s*oficio)?/,
    /oficio/,
    /actividad(?:\s+(?:economica|laboral))?(?!\s+de)/,
    /occupation|profession/,
  ],
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

/**
 * An identity number written anywhere, by shapes no other value on an identity document
 * takes: a Venezuelan V-12.345.678 (a small V read as "y": y 10637457), a number grouped by
 * dots (Colombia's 1.035.576.785, Argentina's 30.123.456), a Chilean RUN with its check digit
 * (12.345.678-K), a Spanish DNI/NIE with its letter, a Mexican CURP.
 */
export const CEDULA_ANYWHERE =
  /(?<![\p{L}\d.,-])(?:[VEYy]\s*-?\s*\d{1,3}[.\s]?\d{3}[.\s]?\d{3}|\d{1,2}\.\d{3}\.\d{3}\s?-\s?[\dkK]|\d{1,3}(?:\.\d{3}){2,3}|[XYZ]?\d{7,8}\s?-?\s?[A-Z]|[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d)(?![\p{L}\d]|[.,]\d)/u;

/**
 * An e-mail address written anywhere, its "@" read right or misread as "(D", "(a", "©", or
 * lost before a common provider's domain ("zoraida.delecantv.net"): for a value whose label
 * was not read, or whose label OCR found elsewhere ("Notificar por: [X] Correo electrónico").
 */
export const EMAIL_ANYWHERE =
  /([A-Za-z0-9][\w.-]*\s?(?:@|\(\s?[A-Za-z0-9]|[©®])\s?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}|[A-Za-z0-9][\w.-]*(?:gmail|hotmail|outlook|yahoo|cantv|icloud|live|msn)\s?\.\s?(?:com|es|net)(?:\.[a-z]{2})?)\b/;

/** A line (or cell) holding nothing but a civil status: "DIVORCIADA", "| Casado |". */
export const CIVIL_STATUS_LINE =
  /^[\s|[\]_—-]*((?:solter|casad|divorciad|viud|separad|concubin)[oa]|uni[oó]n\s+(?:libre|de\s+hecho|estable(?:\s+de\s+hecho)?|convivencial)|conviviente(?:\s+civil)?|pareja\s+de\s+hecho)[\s|[\]_—.-]*$/iu;

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
