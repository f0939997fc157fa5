/** A file to put in a multipart form. */
export interface FormFile {
  field?: string;
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** Builds a multipart FormData body from files and text fields. */
export function multipartForm(files: FormFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? "application/octet-stream",
    });
    form.append(file.field ?? "file", blob, file.name);
  }
  return form;
}
