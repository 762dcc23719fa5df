import { describe, expect, it } from "vitest";
import { escapeLike, likeContaining } from "./like";

describe("LIKE patterns", () => {
  it("escapes the wildcards and the escape character a visitor types", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(likeContaining("δήμος")).toBe("%δήμος%");
  });
});
