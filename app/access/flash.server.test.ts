import { describe, expect, it } from "vitest";
import { addFlash, readFlash } from "./flash.server";

/** The request a browser sends back after receiving a Set-Cookie header. */
const requestWith = (setCookie: string) =>
  new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] } });

describe("flash alerts", () => {
  it("keeps pending alerts, adds several at once, and drops repeated texts", async () => {
    const first = await addFlash(null, { kind: "warning", text: "Α" });
    const second = await addFlash(requestWith(first), [
      { kind: "success", text: "Β" },
      { kind: "warning", text: "Α" },
      { kind: "success", text: "Β" },
    ]);
    expect(await readFlash(requestWith(second))).toEqual([
      { kind: "warning", text: "Α" },
      { kind: "success", text: "Β" },
    ]);
  });
});
