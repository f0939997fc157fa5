import { alpha2Of, type DateKind, findDates, mailboxFromName, nameWordSide } from "../../normalize";
import { type ExtractedField, field, ocrConfidenceOf } from "../field";
import type { FieldSpec } from "../field-specs";
import type { LabelledText } from "../labels";
import { type NormaliseContext, normaliseValue } from "../normalize-value";
import { fold, type TextLine } from "../text-lines";

/**
 * Labels shared by the identity-bearing types (cédula, ficha, pasaporte, formulario): the
 * wordings and abbreviations of Spanish-speaking countries' identity documents and official
 * forms, with ICAO 9303's English (most specific first, on lower-case accent-free text). A
 * translation after a slash ("/ Surname") is read as part of any label (labels.ts GLOSS).
 */
export const L = {
  // A first given name printed apart from the second ("Primer nombre" / "Segundo nombre",
  // Colombian and Peruvian forms) is read first; the second is joined to it.
  nombres: [
    // Both parts under one caption ("Primer y segundo nombre"), then the first alone.
    /primer\s+y\s+segundo\s+nombres?/,
    /primer\s+nombre/,
    /(?<!y\s|segundo\s|otros\s)(?:pre\s?)?nombres?(?:\s*\(s\))?(?!s?\s+(?:completo|y\s+apellidos?|del?\s))(?!\s*\/\s*name\b)(?:\s*\/\s*given\s+names?)?/,
    /given\s+names?|first\s+names?/,
    // Spain's co-official languages and Portuguese (bilingual forms): Catalan "Nom",
    // Galician and Portuguese "Nome", Basque "Izena".
    /(?<![a-z])(?:nom|nome|izena)(?![a-z])(?!\s+(?:i|e)\s)(?!\s+complet)/,
    /segundo\s+nombre|otros\s+nombres/,
  ],
  // A first surname printed apart from the second ("Primer apellido" / "Segundo apellido",
  // Spain, Colombia; "Apellido paterno" / "materno", Peru, Mexico) is read first; the second
  // is joined to it (see joinSecondSurname).
  apellidos: [
    /primer\s+y\s+segundo\s+apellidos?|apellidos?\s+paterno\s+y\s+materno/,
    /primer\s+apellido|apellido\s+paterno/,
    /(?<!y\s|segundo\s)apellidos?(?:\s*\(s\))?(?!s?\s+(?:y\s+nombres?|paterno|materno))(?:\s*\/\s*surnames?)?/,
    /surnames?|last\s+names?|family\s+names?/,
    /(?<![a-z])(?:cognoms?|apelidos?|sobrenomes?|abizenak?)(?![a-z])/,
    /segundo\s+apellido|apellido\s+materno/,
  ],
  nombreCompleto: [
    /nombres?\s+completos?/,
    /nombres?(?:\s*\(s\))?\s+y\s+apellidos?(?:\s*\(s\))?/,
    /apellidos?(?:\s*\(s\))?\s+y\s+nombres?(?:\s*\(s\))?/,
    /nombre\s+del\s+(?:solicitante|titular|interesad[oa]|afiliad[oa]|beneficiari[oa]|postulante|declarante|arrendatari[oa])/,
    /nombre\s*\/\s*name/,
    /nom\s+\S{1,2}\s+cognoms|nom\s+complet|nome\s+e\s+(?:apelidos|sobrenome)|nome\s+completo|izen(?:-|\s+)abizenak/,
  ],
  cedula: [
    // Not Costa Rica's "cédula jurídica": an organisation's number, printed in letterheads.
    /(?:n(?:umero|ro|[°º.o])?\s*(?:de\s+)?)?cedula(?!\s*juridica)(?:\s+de\s+(?:identidad|ciudadania|extranjeria)(?:\s+(?:personal|civil))?)?(?:\s*n(?:[°º.o]|ro|umero))?/,
    /c\.\s*[ic]\.(?:\s*n(?:[°º.o]|ro|um(?:ero)?)\.?)?/,
    /\bc\s*i\b(?:\s*n(?:[°º.o]|ro|um(?:ero)?)\.?)?/,
    // Spain's DNI/NIE, Argentina's and Peru's DNI, Colombia's NUIP, Chile's RUN/RUT, Mexico's
    // CURP, Peru's and Guatemala's CUI (its I read as l too), Ecuador's NUI, Argentina's CUIL.
    /(?<![a-z])(?:d\.?\s*n\.?\s*i(?:\s*\/\s*n\.?\s*i\.?\s*e)?|n\.?\s*i\.?\s*e|nuip|r\.?\s*u\.?\s*[nt]|curp|cuil|cu[il]|nui)(?![a-z])\.?(?:\s*n(?:[°º.o]|um(?:ero)?))?/,
    /n(?:[°º.o]|um(?:ero)?|ro)\.?\s*(?:de\s+)?(?:identificacion|documento|doc\.?)(?:\s+de\s+identidad)?/,
    /(?:tipo\s+y\s+)?n(?:[°º.o]|um(?:ero)?|ro)\.?\s+de\s+documento/,
    /documento\s+(?:nacional\s+)?de\s+identi(?:dad|ficacion)/,
    /doc(?:umento)?\.?\s+(?:de\s+)?identidad/,
    // "ID No." (its space maybe lost: "IDNo.").
    /(?<![a-z])(?:identity|id)\s*(?:card\s+)?n(?:o|umber)(?![a-z])\.?|personal\s+n(?:o|umber)\.?/,
    // Not a section's heading: "IDENTIFICACIÓN DEL RESIDENTE / DE LA PERSONA".
    /identificacion(?!\s+(?:del|de\s+la|de\s+los)\s)/,
    // El Salvador's DUI, Guatemala's DPI, Equatorial Guinea's DIP, Honduras' tarjeta de
    // identidad, Cuba's and Bolivia's carné, the United States' Social Security number.
    /(?<![a-z])(?:d\.?\s*u\.?\s*i|d\.?\s*p\.?\s*i|d\.?\s*i\.?\s*p)(?![a-z])\.?|documento\s+(?:unico|personal)\s+de\s+identi(?:dad|ficacion)/,
    /(?:tarjeta|carne|carnet)\s+de\s+identidad/,
    /social\s+security(?:\s+(?:number|no\.?|#))?|(?<![a-z])ssn(?![a-z])/,
    // Basque NAN, Portuguese and Galician identity documents.
    /(?<![a-z])n\.?\s*a\.?\s*n(?![a-z])\.?|documento\s+de\s+identidade|cartao\s+de\s+cidadao/,
  ],
  fechaNacimiento: [
    /fecha\s+(?:y\s+lugar\s+)?de\s+nacimiento(?:\s*\/\s*date\s*of\s*birth)?/,
    // "F. de nac.", its spaces maybe lost ("Fdenacimiento").
    /(?<![a-z])[fe](?:echa)?\.?\s*(?:de\s*)?nac(?:imiento)?\.?(?:\s*\/\s*date\s*of\s*birth)?/,
    /date\s+of\s+birth|(?<![a-z])d\.?\s?o\.?\s?b(?![a-z])/,
    /(?<![a-z])nacid[oa]\s+el/,
    // "Nacimiento:" alone, not the place's caption "Lugar de nacimiento".
    /(?<![a-z])(?<!lugar\s+de\s+)nacimiento(?![a-z])/,
    // Catalan, Galician, Portuguese, Basque.
    /data\s+de\s+(?:naixement|nacemento|nascimento)|jaiotze\s+data|jaioteguna/,
    // ICAO 9303's French half.
    /date\s+de\s+naissance/,
  ],
  estadoCivil: [
    /estado\s+civil/,
    /(?:edo|est|(?<![a-z])e)\.?\s*civil/,
    /(?:civil|marital)\s+status/,
    /estat\s+civil|egoera\s+zibila/,
  ],
  nacionalidad: [
    /nacionalidad(?:\s*\/\s*nationality)?/,
    /nationality/,
    /nacionalitat|nazionalitatea|nacionalidade|nationalite/,
  ],
  fechaExpedicion: [
    /fecha\s+de\s+(?:expedicion|emision|otorgamiento)(?:\s*\/\s*date\s*of\s*issue)?/,
    // The English half run together or the Spanish half's first letter lost ("echa de
    // expedición/ Dateofissue").
    /(?:expedicion|emision|expedida|expedido|emitid[oa]|otorgad[oa])(?:\s+el)?(?:\s*\/\s*date\s*of\s*issue)?/,
    /date\s+of\s+issue/,
    // French ("Date de délivrance"), Catalan ("Data d'expedició"), Portuguese ("emissão").
    /(?:date\s+de\s+)?delivrance|(?<![a-z])expedicio(?![a-z])|(?<![a-z])emissao(?![a-z])/,
  ],
  fechaVencimiento: [
    /fecha\s+de\s+(?:vencimiento|caducidad|expiracion)(?:\s*\/\s*date\s*of\s*expiry)?/,
    /(?:valid[oa]|vigente)\s+hasta/,
    /(?:vencimiento|vence|caducidad|caduca|expira|vigencia)(?:\s*\/\s*date\s*of\s*expiry)?/,
    /date\s+of\s+expiry|valid\s+until|expiry\s+date/,
    // "F. vto." (vencimiento), Catalan "caducitat", Portuguese "validade".
    /(?<![a-z])(?:f\.?\s*(?:de\s+)?)?vto(?:\.|(?![a-z]))|caducitat|(?<![a-z])validade(?![a-z])/,
  ],
  // "Dirección del predio / de la vivienda / de notificación" are the address's labels; any
  // other "Dirección de…" is an office ("Dirección de Atención al Ciudadano", "Dirección
  // General de…") or the e-mail's ("Dirección de correo electrónico").
  direccion: [
    /direccion(?:\s+(?:(?:de\s+(?:la\s+)?|del\s+)(?:residencia|habitacion|domicilio|predio|inmueble|vivienda|casa|hogar|correspondencia|notificaci(?:on|ones)|residente|solicitante|titular)|domiciliaria|actual|completa|exacta|particular|fisica|postal)|(?!\s+(?:de|del|general|nacional|regional|estadal|municipal|ejecutiva)(?![a-z])))/,
    /domicilio(?:\s+(?:actual|particular|real|legal|completo|habitual|declarado))?/,
    /lugar\s+de\s+residencia|residencia\s+actual/,
    // Mexico's "Calle y número" heading the street line of an address.
    /calle\s+y\s+n(?:umero|o\.|°|º)/,
    // "Residencia:" alone; "ficha / certificado de residencia" is the document's title.
    /(?<![a-z])(?<!de\s)residencia(?!\s+(?:de|del|actual)(?![a-z]))/,
    /(?<![a-z])address(?![a-z])/,
    // Catalan "Adreça", "Domicili", Galician "Enderezo", Portuguese "Endereço", "Morada",
    // Basque "Helbidea".
    /(?<![a-z])(?:adreca|domicili|enderezo|endereco|morada|helbidea)(?![a-z])/,
  ],
  telefono: [
    /(?:n(?:[°º.o]|ro|umero)\.?\s*(?:de\s+)?)?telefonos?(?:\s+(?:movil|celular|fijo|de\s+contacto|local|residencial|habitacion))?/,
    /(?:numero|n(?:[°º.o]|ro)\.?)\s+telefonico|(?<![a-z])telef(?:\.|(?![a-z]))/,
    // Abbreviations end the word: "tel" inside "teléfono" is no label.
    /tlf(?:\.|(?![a-z]))/,
    /tel[f]?(?:\.|(?![a-z]))/,
    /tfno(?:\.|(?![a-z]))/,
    /celular/,
    /movil/,
    /(?<![a-z])cel(?:\.|(?![a-z]))/,
    // Chile's and others' short word for a phone number.
    /(?<![a-z])fono(?![a-z])/,
    /(?<![a-z])(?:phone|mobile)(?![a-z])/,
    /(?<![a-z])(?:telefon|telefone|telemovel|mobil)(?![a-z])/,
    // "Contacto: 0414…", "N° de contacto" (the value must be a phone to be taken).
    /(?<![a-z])(?:n(?:[°º.o]|ro|umero)\.?\s*(?:de\s+)?)?contacto(?!\s+de\s+emergencia)/,
  ],
  email: [
    /correo\s+electronico/,
    /e-?\s?mail/,
    /correo/,
    /(?<![a-z])mail(?![a-z])/,
    /correu(?:\s+electronic)?|correio\s+eletronico|posta\s+elektronikoa|(?<![a-z])e-?posta(?![a-z])/,
  ],
  ocupacion: [
    /ocupacion(?:\s+(?:actual|u\s+oficio))?/,
    /profesion(?:\s+u\s*oficio)?/,
    /oficio/,
    /actividad(?:\s+(?:economica|laboral))?(?!\s+de)/,
    /occupation|profession/,
    /(?<![a-z])(?:ocupacio|professio|profissao|lanbidea)(?![a-z])/,
  ],
};

/**
 * Labels identity cards and residence forms print for data these types do not read (sex,
 * signature, fingerprint, photo, height, blood group, Mexico's clave de elector and sección,
 * kinship and age in a household table): a value ends where one starts, and a cell holding
 * one is no value ("NOMBRE  SEXO" over the name).
 */
export const OTHER_LABELS: RegExp[] = [
  /(?<![a-z])(?:sexo|sexe?|genero)(?![a-z])/,
  /(?<![a-z])firma(?:\s+del?\s+[a-z]+)?(?![a-z])|signature/,
  /huella(?:\s+dactilar)?/,
  /(?<![a-z])foto(?:grafia)?(?![a-z])/,
  /estatura|grupo\s+sanguineo|tipo\s+de\s+sangre|factor\s+rh/,
  /clave\s+de\s+elector|(?<![a-z])seccion(?![a-z])/,
  /(?<![a-z])(?:parentesco|edad)(?![a-z])/,
];

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
    "profesion",
    "direccion",
    "domicilio",
    "telefono",
    "celular",
    "correo electronico",
    "cedula de ciudadania",
  ],
  fullName: [
    "nombre completo",
    "nombre y apellido",
    "nombres y apellidos",
    "apellidos y nombre",
    "apellidos y nombres",
  ],
  /** An identity card's labels (its dates are often abbreviated: "F. NACIMIENTO"). */
  card: [
    "nombres",
    "apellidos",
    "fecha de nacimiento",
    "fecha nac",
    "nacimiento",
    "nacionalidad",
    "estado civil",
    "edo civil",
    "expedicion",
    "vencimiento",
  ],
  /**
   * A passport's data page: ICAO 9303's labels in Spanish with their English halves, which
   * Spanish-speaking countries print beside them (small and light; OCR drops first letters:
   * "ugar de nacimiento", "echa de expedición").
   */
  passport: [
    "apellidos",
    "nombres",
    "nacionalidad",
    "nationality",
    "fecha de nacimiento",
    "date of birth",
    "lugar de nacimiento",
    "place of birth",
    "fecha de expedicion",
    "fecha de emision",
    "date of issue",
    "fecha de vencimiento",
    "fecha de caducidad",
    "fecha de expiracion",
    "date of expiry",
    "lieu de naissance",
    "date de naissance",
    "date de delivrance",
    "date d'expiration",
  ],
};

/**
 * A phone number written anywhere, for one whose label was not read: a country code and its
 * digits ("+57 315 7919229", "(+57) 349-866-6699"), or a national number in the usual
 * groupings of three or four digits, an area code in brackets or a trunk 0 ("(0274)
 * 975-2764", "965 751 733", "55 1234 5678"), or nine or ten digits run together. Dates (slashes, two-digit groups) and numbers
 * grouped in thousands (an identity number) are no phones; libphonenumber then checks the number for the region.
 */
export const PHONE_ANYWHERE =
  /(?<![\d.,/-])(?!\d{1,3}(?:\.\d{3})+(?![\d.]))(\(?\+\s?\d{1,3}\)?[\s.-]*(?:\(\d{1,4}\)[\s.-]*)?\d(?:[\s.-]?\d){6,13}|\(?0?\d{2,4}\)?[\s.-]+\d{3,4}[\s.-]*\d{2,4}(?:[\s.-]*\d{2})?|\(0?\d{2,4}\)\d{3,4}[\s.-]*\d{2,4}|0?\d{9,10})(?![\d,/]|[.-]\d)/;

/**
 * An identity number written anywhere, by shapes no other value on an identity document
 * takes: a Venezuelan V-12.345.678 (its letter often read small, "v-3352286", or a small V
 * as "y": y 10637457), a number grouped by
 * dots (Colombia's 1.035.576.785, Argentina's 30.123.456), a Chilean RUN with its check digit
 * (12.345.678-K), a Spanish DNI/NIE with its letter, a Mexican CURP, Honduras' DNI
 * (0801-1990-12345, 0801 1990 12345), Guatemala's DPI (2345 67890 0101), the Dominican cédula
 * (001-1234567-8), a Bolivian number with its department (4287122 LP). Never an amount after
 * its currency sign ("$ 2.200.000").
 */
export const CEDULA_ANYWHERE =
  /(?<![\p{L}\d.,-]|[$€]\s?)(?:\d{4}-\d{4}-\d{5}|\d{4}\s\d{4}\s\d{5}|\d{5,9}\s?-?\s?(?:LP|CB|SC|OR|PT|CH|TJ|BN|PD)|\d{4}\s\d{5}\s\d{4}|\d{3}-\d{7}-\d|[VEYvey]\s*-?\s*\d{1,3}[.\s]?\d{3}[.\s]?\d{3}|\d{1,2}\.\d{3}\.\d{3}\s?-\s?[\dkK]|\d{1,3}(?:\.\d{3}){2,3}|[XYZ]?\d{7,8}\s?-?\s?[A-Z]|[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d)(?![\p{L}\d]|[.,]\d)/u;

/**
 * An e-mail address written anywhere, its "@" read right or misread as "(D", "(a", "©", or
 * lost before a common provider's domain ("zoraida.delecantv.net"), its mailbox split where
 * OCR put a space after a dot or before an underscore ("EFRAIN. JIMENEZ (E GMAIL.COM"): for
 * a value whose label was not read, or whose label OCR found elsewhere ("Notificar por: [X] Correo electrónico").
 */
export const EMAIL_ANYWHERE =
  /([A-Za-z0-9][\w.-]*(?:(?<=\.)\s[\w-]+|\s_[\w.-]+)*\s?(?:@|\(\s?[A-Za-z0-9]|[©®])\s?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}|[A-Za-z0-9][\w.-]*(?:gmail|hotmail|outlook|yahoo|cantv|icloud|live|msn)\s?\.\s?(?:com|es|net)(?:\.[a-z]{2})?)\b/;

/**
 * A line (or cell) holding nothing but a civil status, or a civil status after a label and a
 * colon that was not read as a label ("EDO. CiViIL: DIVORCIADA"): "DIVORCIADA", "| Casado |".
 */
export const CIVIL_STATUS_LINE =
  /^(?:[^:]{2,24}:)?[\s|[\]_—-]*((?:solter|casad|divorciad|viud|separad|concubin|unid)[oa]|uni[oó]n\s+(?:libre|de\s+hecho|estable(?:\s+de\s+hecho)?|convivencial)|conviviente(?:\s+civil)?|pareja\s+de\s+hecho)[\s|[\]_—.-]*$/iu;

/**
 * Civil status printed as its initial after its caption, as Peru's DNI prints it ("Estado
 * Civil S"), and the holder's sex on the card ("Sexo F"), which the status's ending follows.
 */
const CIVIL_STATUS_CODE = /(?:estado|edo\.?)\s+civil\s*[:.]?\s*([scvd])(?![\p{L}\d])/iu;
const SEX_ON_CARD = /(?<![\p{L}])sexo?(?:\s*\/\s*sex)?\s*[:.]?\s*([mf])(?![\p{L}\d])/iu;
const CIVIL_STATUS_OF_CODE: Record<string, string> = {
  S: "solter",
  C: "casad",
  V: "viud",
  D: "divorciad",
};

/**
 * A civil status printed as its initial (see CIVIL_STATUS_CODE) when none was read in words:
 * S, C, V, D for soltero, casado, viudo, divorciado, in the gender of the sex the card prints.
 * Nothing without the sex: the status's ending would be a guess.
 */
export function civilStatusFromCode(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
): void {
  const current = fields.estado_civil;
  if (current?.value != null && current.valid !== false) return;
  for (const line of lines) {
    const code = CIVIL_STATUS_CODE.exec(line.text)?.[1]?.toUpperCase();
    if (!code) continue;
    const sex = lines
      .map((l) => SEX_ON_CARD.exec(l.text)?.[1])
      .find(Boolean)
      ?.toUpperCase();
    if (!sex) return;
    const value = `${CIVIL_STATUS_OF_CODE[code]}${sex === "F" ? "a" : "o"}`;
    fields.estado_civil = field(
      line.text.trim(),
      value,
      line.confidence,
      true,
      `civil status by its initial, ${sex === "F" ? "feminine" : "masculine"} as the sex printed`,
    );
    return;
  }
}

/**
 * The holder's name in a certificate's formula, "…hace constar que el ciudadano PEDRO PÉREZ,
 * titular de la cédula de identidad…", "…del interesado, PEDRO PÉREZ, quien reside…",
 * "PEDRO PÉREZ, identificado con…", "…, portador de…": the capitals before those words (any
 * of which OCR may have read with a capital: "titular de La cédula").
 */
export const HOLDER_NAME =
  /([\p{Lu}][\p{Lu}'’ ]{4,}?)\s*,?\s+(?:[Tt]itular\s+[Dd]e\s+[Ll]a\s+[Cc][eé]dula|[Qq]uien\s+(?:reside|habita|vive|se\s+identifica)|[Ii]dentificad[oa]|[Pp]ortador)/u;

/** Names printed in two parts under their own labels: the first part's label, the second's. */
const NAME_PARTS: [name: "apellidos" | "nombres", first: RegExp, second: RegExp][] = [
  ["apellidos", /primer\s+apellido/, /segundo\s+apellido/],
  ["apellidos", /apellido\s+paterno/, /apellido\s+materno/],
  ["nombres", /primer\s+nombre/, /segundo\s+nombre|otros\s+nombres/],
];

/**
 * A second surname or given name printed under its own label ("Segundo apellido", "Apellido
 * materno", "Segundo nombre"), joined to the first when the first was read under its own
 * label ("Primer apellido", "Apellido paterno", "Primer nombre") and both are names.
 */
export function joinSecondSurname(
  fields: Record<string, ExtractedField>,
  text: LabelledText,
  ctx: NormaliseContext,
): void {
  for (const [name, firstLabel, secondLabel] of NAME_PARTS) {
    const first = fields[name];
    if (first?.valid !== true || !text.find(firstLabel)) continue;
    const hit = text.find(secondLabel, {
      accept: (raw) => normaliseValue("name", raw, ctx).valid === true,
    });
    const second = hit && normaliseValue("name", hit.raw, ctx);
    if (!hit || second?.valid !== true || typeof second.value !== "string") continue;
    if (second.value === first.value) continue;
    fields[name] = field(
      `${first.raw} ${hit.raw}`,
      `${first.value} ${second.value}`,
      Math.min(ocrConfidenceOf(first), hit.confidence),
      true,
      `first and second ${name === "apellidos" ? "surname" : "given name"}`,
    );
  }
}

/**
 * Names printed on two lines under one caption, alone on its line: Ecuador's cédula sets
 * "APELLIDOS Y NOMBRES" over a line of surnames and a line of given names; Spain's DNI and
 * Chile's cédula set "APELLIDOS" over the first surname and, on the next line, the second.
 * Each caption (folded), the field read under it, and what each word of the next line must
 * be to belong to the name: a name the lexicon knows, or a particle ("DE", "LA"); for
 * surnames, no given name, and one surname at least.
 */
const TWO_LINE_NAMES: { field: string; caption: RegExp; fits: (sides: number[]) => boolean }[] = [
  {
    field: "nombre_completo",
    caption:
      /^\W*(?:apellidos?(?:\s*\(s\))?\s+y\s+nombres?|nombres?(?:\s*\(s\))?\s+y\s+apellidos?)(?:\s*\(s\))?\W*$/,
    fits: () => true,
  },
  {
    field: "apellidos",
    caption: /^\W*(?:apellidos?|surnames?)(?:\s*\/\s*(?:surnames?|apellidos?))?\W*$/,
    fits: (sides) => sides.every((side) => side <= 0) && sides.includes(-1),
  },
];

/**
 * A name continued on the line under the one read (see TWO_LINE_NAMES): joined when every word
 * of that line fits, so a place or another field's value whose caption was lost is not.
 */
export function namesOnTwoLines(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  ctx: NormaliseContext,
): void {
  for (const { field: name, caption, fits } of TWO_LINE_NAMES) {
    const read = fields[name];
    if (read?.valid !== true || typeof read.raw !== "string") continue;
    const raw = read.raw.trim();
    const at = lines.findIndex(
      (line, i) => line.text.trim().endsWith(raw) && caption.test(fold(lines[i - 1]?.text ?? "")),
    );
    const next = lines[at + 1];
    if (at < 0 || !next) continue;
    const words = next.text.trim().split(/\s+/);
    const sides = words.map((w) => (/^\p{L}+$/u.test(w) ? nameWordSide(w) : null));
    if (words.length > 4 || sides.some((side) => side === null)) continue;
    if (!fits(sides as number[])) continue;
    const joined = `${raw} ${words.join(" ")}`;
    const n = normaliseValue("name", joined, ctx);
    if (n.valid !== true) continue;
    fields[name] = field(
      joined,
      n.value,
      Math.min(ocrConfidenceOf(read), next.confidence),
      true,
      "the name's two lines under one caption",
    );
  }
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

/**
 * A phone printed without its country code on a page that does not say its country, read
 * as a number of the country the holder's identity number belongs to (its scheme: CURP is
 * Mexico's, a DNI/NIE Spain's, a RUN Chile's), else of the holder's nationality, when the
 * service's region does not make it valid. A number valid there wins; else one of possible
 * length there is answered in E.164 and left invalid, as for the page's own country.
 */
export function phoneOfHolderCountry(
  fields: Record<string, ExtractedField>,
  ctx: NormaliseContext,
): void {
  const phone = fields.telefono;
  if (ctx.country || !phone?.raw || phone.valid === true) return;
  const scheme = /\(([A-Z]{2})\)/.exec(fields.cedula_numero?.check ?? "")?.[1];
  const nationality = alpha2Of(String(fields.nacionalidad?.value ?? ""));
  const countries = [scheme, nationality].filter(
    (c): c is string => c !== undefined && c !== ctx.phoneRegion,
  );
  const readings = countries.map((country) => ({
    country,
    n: normaliseValue("phone", phone.raw as string, { ...ctx, country }),
  }));
  const best =
    readings.find((r) => r.n.valid === true) ??
    (phone.value === null || !String(phone.value).startsWith("+")
      ? readings.find((r) => String(r.n.value ?? "").startsWith("+"))
      : undefined);
  if (!best) return;
  fields.telefono = field(
    phone.raw,
    best.n.value,
    ocrConfidenceOf(phone),
    best.n.valid === true,
    best.n.valid === true
      ? `valid phone number of ${best.country}, the holder's country`
      : `a possible length for ${best.country}, the holder's country, not an allocated range`,
  );
}

/** A birth date is at least this many years old (a form's or certificate's own date is recent). */
const BIRTH_MIN_AGE = 10;

/**
 * A birth date whose label was not read: the only date on the page at least ten years old
 * (the document's own dates are recent) that no other field holds, when there is exactly one.
 */
export function birthDateAlone(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  today: Date,
): void {
  onlyDateThat(fields, "fecha_nacimiento", lines, today, {
    kind: "birth",
    fits: (iso) => Number(iso.slice(0, 4)) <= today.getUTCFullYear() - BIRTH_MIN_AGE,
    check: "the only date of a birth year on the page",
  });
}

/** Whole years an identity card or passport may be issued for. */
const VALIDITY_YEARS = { min: 1, max: 10 } as const;
/** Days either way by which expiry may miss the issue date's anniversary (the day before, leap days). */
const VALIDITY_SLACK_DAYS = 2;
const DAY_MS = 86_400_000;

/**
 * An expiry date whose label was not read. With the issue date read, the only date on the page,
 * held by no other field, 1 to 10 whole years after it (give or take two days; see
 * issueDateFromValidity). Without it, the only date after today and at most ten years ahead:
 * a card's or a passport's other dates (birth, issue) are past, and a date further ahead is a
 * misread one.
 */
export function expiryDateAlone(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  today: Date,
): void {
  const issue = fields.fecha_expedicion;
  const issued =
    issue?.valid !== false && typeof issue?.value === "string" && ISO_DAY.test(issue.value)
      ? issue.value
      : undefined;
  const now = today.toISOString().slice(0, 10);
  const latest = `${today.getUTCFullYear() + VALIDITY_YEARS.max}${now.slice(4)}`;
  onlyDateThat(fields, "fecha_vencimiento", lines, today, {
    kind: "expiry",
    fits: issued ? (iso) => wholeYearsApart(issued, iso) : (iso) => iso > now && iso <= latest,
    packed: true,
    check: issued
      ? "the only date a whole number of years after the issue date"
      : "the only date ahead of today within a document's validity",
  });
}

/**
 * True when `later` falls 1 to 10 whole years after `earlier` (yyyy-mm-dd), on its anniversary
 * give or take two days: the validity of an identity card or a passport.
 */
function wholeYearsApart(earlier: string, later: string): boolean {
  const years = Number(later.slice(0, 4)) - Number(earlier.slice(0, 4));
  if (years < VALIDITY_YEARS.min || years > VALIDITY_YEARS.max) return false;
  // 29 February has no anniversary in most years: Date.parse gives NaN and it fails.
  const anniversary = Date.parse(`${later.slice(0, 4)}${earlier.slice(4)}T00:00:00Z`);
  return Math.abs(anniversary - Date.parse(`${later}T00:00:00Z`)) <= VALIDITY_SLACK_DAYS * DAY_MS;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An issue date whose label was not read: passports and identity cards are issued for whole
 * years, and expire on the anniversary of their issue or the day before. The only date on the
 * page, held by no other field and not after today, that lies 1 to 10 whole years before the
 * expiry date (give or take two days) is the issue date. Dates printed as eight digits run
 * together ("27052020") count too. An issue date equal to the expiry date is taken for none.
 */
export function issueDateFromValidity(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  today: Date,
): void {
  const expiry = fields.fecha_vencimiento?.value;
  if (typeof expiry !== "string" || !ISO_DAY.test(expiry)) return;
  // An issue date read as the expiry's own value took the wrong one of two dates printed side
  // by side under their captions ("18/10/2016 17/10/2026"): no document expires the day it
  // is issued.
  const issue = fields.fecha_expedicion;
  if (issue?.value === expiry) fields.fecha_expedicion = { ...issue, valid: false };
  onlyDateThat(fields, "fecha_expedicion", lines, today, {
    kind: "issue",
    fits: (iso) =>
      Date.parse(`${iso}T00:00:00Z`) <= today.getTime() && wholeYearsApart(iso, expiry),
    packed: true,
    check: "the only date a whole number of years before the expiry date",
  });
}

/**
 * Fills `name`, when it is missing or failed, with the only date on the page that `fits` and
 * that no other field holds (an old card's issue date is that field's), when there is exactly
 * one; with `packed`, eight digits run together (ddmmyyyy) count as dates too.
 */
function onlyDateThat(
  fields: Record<string, ExtractedField>,
  name: string,
  lines: TextLine[],
  today: Date,
  rule: { kind: DateKind; fits: (iso: string) => boolean; check: string; packed?: boolean },
): void {
  const current = fields[name];
  if (current?.value != null && current.valid !== false) return;
  const taken = new Set(Object.values(fields).map((f) => f.value));
  const found = new Map<string, TextLine>();
  const consider = (iso: string | undefined, line: TextLine) => {
    if (iso && !taken.has(iso) && rule.fits(iso)) found.set(iso, line);
  };
  for (const line of lines) {
    for (const hit of findDates(line.text, rule.kind, today)) consider(hit.iso, line);
    if (!rule.packed) continue;
    for (const m of line.text.matchAll(/(?<!\d)(\d{2})(\d{2})((?:19|20)\d{2})(?!\d)/g))
      consider(isoDay(Number(m[3]), Number(m[2]), Number(m[1])), line);
  }
  const [only] = found.entries();
  if (found.size !== 1 || !only) return;
  fields[name] = field(only[1].text.trim(), only[0], only[1].confidence, true, rule.check);
}

/** yyyy-mm-dd of a real calendar day, else undefined. */
function isoDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The e-mail's mailbox spelled as the holder's name where OCR misread a letter of it (see
 * mailboxFromName); its confidence is kept, its check says so. Two readings of one name that
 * disagree: the name is taken over the mailbox only when OCR was at least as sure of it, as a
 * misread name ("ZELAVA") would otherwise spoil a mailbox read right ("zelaya98").
 */
export function mailboxOfHolder(fields: Record<string, ExtractedField>): void {
  const email = fields.email;
  const holder = fields.nombre_completo;
  const name = holder?.value;
  if (typeof email?.value !== "string" || typeof name !== "string") return;
  if (holder && ocrConfidenceOf(holder) < ocrConfidenceOf(email)) return;
  const repaired = mailboxFromName(email.value, wordsReadClean(name, holder?.raw));
  if (repaired === email.value) return;
  fields.email = {
    ...email,
    value: repaired,
    check: `${email.check ?? "e-mail"}; mailbox spelled as the holder's name`,
  };
}

/**
 * The words of a name whose reading was clean: a word OCR read with a digit or a stray mark
 * inside ("Z2ONDÓN", repaired to "ZONDÓN") was misread once already, so it is no authority
 * over a mailbox that spells it otherwise ("rondon51@").
 */
function wordsReadClean(name: string, raw: string | null | undefined): string {
  if (typeof raw !== "string") return name;
  const letters = (w: string) => fold(w).replace(/[^a-z]/g, "");
  const damaged = new Set(
    raw
      .split(/\s+/)
      .filter((w) => /[^\p{L}'’.,-]/u.test(w))
      .map(letters),
  );
  return name
    .split(/\s+/)
    .filter((w) => !damaged.has(letters(w)))
    .join(" ");
}

/** Fields whose value is never the holder's own name. */
const NEVER_THE_NAME = ["lugar_nacimiento", "direccion", "ocupacion"];

/**
 * Takes back a place, address or occupation that spells the holder's name: the name printed
 * again under the photo or over the signature, read as the value of a caption whose own value
 * OCR lost ("Lugar de nacimiento / Place of birth" over "PATIÑO ACUÑA DAYANA"). Such a value
 * has two words or more, each one of the name's. The value becomes null and invalid; what was
 * read stays in `raw`.
 */
export function notTheHoldersName(fields: Record<string, ExtractedField>): void {
  const full =
    fields.nombre_completo?.value ?? [fields.nombres?.value, fields.apellidos?.value].join(" ");
  if (typeof full !== "string") return;
  const words = (text: string) =>
    fold(text)
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
  const name = new Set(words(full));
  for (const key of NEVER_THE_NAME) {
    const f = fields[key];
    if (typeof f?.value !== "string") continue;
    const own = words(f.value);
    if (own.length < 2 || !own.every((w) => name.has(w))) continue;
    fields[key] = {
      value: null,
      raw: f.raw,
      confidence: 0,
      valid: false,
      check: "the holder's name, not this field's value",
    };
  }
}
