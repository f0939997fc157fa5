/**
 * A one-page PDF (A4 wide, `pageHeight` points tall) showing `lines` in Helvetica, written by hand so tests
 * need no PDF library. Text is Latin-1 (WinAnsi), so Spanish accents are kept.
 */
export function makePdf(lines: string[], size = 16, pageHeight = 842): Buffer {
  const escapeText = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = lines
    .map(
      (line, i) =>
        `BT /F1 ${size} Tf 60 ${pageHeight - 62 - i * (size * 1.8)} Td (${escapeText(line)}) Tj ET`,
    )
    .join("\n");
  const content = Buffer.from(body, "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 ${pageHeight}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content.toString("latin1")}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
