import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server";

function post(type: string | null, body: BodyInit) {
  return new Request("http://site.test/forms/sign_in", { method: "POST", headers: type ? { "content-type": type } : {}, body });
}

async function refusal(request: Request) {
  const thrown = await readForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return { status: (thrown as Response).status, body: await (thrown as Response).json() };
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readForm(post("application/x-www-form-urlencoded; charset=UTF-8", "login=a%40b&x=1"))).get("login")).toBe("a@b");
    const form = new FormData();
    form.set("locale", "ru");
    expect((await readForm(new Request("http://site.test/", { method: "POST", body: form }))).get("locale")).toBe("ru");
  });

  it("refuses anything that is not a form with 415", async () => {
    for (const type of ["text/plain", "application/json", "application/xml", null, "", "multipartform-data"]) {
      expect(await refusal(post(type, "login=a")), String(type)).toEqual({ status: 415, body: { message: "Unsupported Media Type: a form is expected" } });
    }
  });

  it("refuses a form that cannot be read with 400", async () => {
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
      expect(await refusal(post(type, "--y\r\nbroken")), type).toEqual({ status: 400, body: { message: "Bad Request: the form could not be read" } });
    }
  });
});
