const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The posted form of an action. Browsers and Remix only ever post forms; any other body (JSON, XML, text, none)
 * is refused with 415, and a form body that cannot be parsed (broken multipart) with 400 — never a crash.
 * Thrown as plain responses: a page's error boundary shows them, a resource route answers them as they are.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) {
    throw Response.json({ message: "Unsupported Media Type: a form is expected" }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw Response.json({ message: "Bad Request: the form could not be read" }, { status: 400 });
  }
}
