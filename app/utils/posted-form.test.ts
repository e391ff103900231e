import { describe, expect, it } from "vitest";
import { MAX_FORM_FIELD_CHARS, MAX_FORM_FIELDS, readPostedForm } from "./posted-form.ts";

const post = (body: BodyInit, type: string) =>
  new Request("http://localhost/suscribirse", { method: "POST", body, headers: { "content-type": type } });

async function statusOf(request: Request): Promise<number> {
  try {
    await readPostedForm(request);
    return 200;
  } catch (error) {
    return error instanceof Response ? error.status : 500;
  }
}

describe("readPostedForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readPostedForm(post("email=a%40b.pe", "application/x-www-form-urlencoded"))).get("email")).toBe(
      "a@b.pe",
    );
    const form = new FormData();
    form.set("name", "Rosa");
    const multipart = new Request("http://localhost/x", { method: "POST", body: form });
    expect((await readPostedForm(multipart)).get("name")).toBe("Rosa");
  });

  it("answers 400 for JSON, XML, no type and broken multipart bodies", async () => {
    expect(await statusOf(post('{"email":"a@b.pe"}', "application/json"))).toBe(400);
    expect(await statusOf(post("<xml/>", "text/xml"))).toBe(400);
    expect(await statusOf(new Request("http://localhost/x", { method: "POST", body: "a=1" }))).toBe(400);
    expect(await statusOf(post("--x\r\nbroken", "multipart/form-data; boundary=x"))).toBe(400);
  });

  it("answers 400 for a field longer than any form's or too many fields", async () => {
    const form = "application/x-www-form-urlencoded";
    expect(await statusOf(post(`detail=${"x".repeat(MAX_FORM_FIELD_CHARS)}`, form))).toBe(200);
    expect(await statusOf(post(`detail=${"x".repeat(MAX_FORM_FIELD_CHARS + 1)}`, form))).toBe(400);
    expect(await statusOf(post(Array.from({ length: MAX_FORM_FIELDS + 1 }, () => "a=1").join("&"), form))).toBe(400);
  });
});
