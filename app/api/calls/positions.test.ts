/**
 * The position calls of the JSON API (SPEC §7 /config/positions) and GET /tags/{uid}/, through the
 * dispatcher against a seeded SQLite file. PUT is tested here, not through the server: the edge
 * answers PUT with 405 until it is opened for /luminapi/api (server/methods.ts).
 */
import { describe, expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";
import { POSITION_TEXT } from "#app/messages";

useDemoDatabase();

type Position = { uid: string; label: string; orgCategory: string | null; active: boolean };

describe("/config/positions", () => {
  it("adds (201), reads, renames and deactivates a position; the category's list shows it", async () => {
    const created = await callApi("POST", "/config/positions", {
      who: "admin",
      body: { label: "Γραμματέας Δημοτικού Συμβουλίου", orgCategory: "MUNICIPALITY" },
    });
    expect(created.status).toBe(201);
    const position = created.body as unknown as Position;
    expect(position).toMatchObject({
      label: "Γραμματέας Δημοτικού Συμβουλίου",
      orgCategory: "MUNICIPALITY",
      active: true,
    });
    const list = await callApi("GET", "/config/positions?orgCategory=MUNICIPALITY", { who: "admin" });
    const uids = (list.body as unknown as Position[]).map((p) => p.uid);
    expect(uids).toContain(position.uid);
    // General positions are usable by every category: they are in the list too.
    expect((list.body as unknown as Position[]).some((p) => p.orgCategory === null)).toBe(true);
    const ministry = await callApi("GET", "/config/positions?orgCategory=MINISTRY", { who: "admin" });
    expect((ministry.body as unknown as Position[]).map((p) => p.uid)).not.toContain(position.uid);

    const put = await callApi("PUT", "/config/positions", {
      who: "admin",
      body: { uid: position.uid, label: "Γραμματέας ΔΣ", orgCategory: "MUNICIPALITY", active: false },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ uid: position.uid, label: "Γραμματέας ΔΣ", active: false });
    expect((await callApi("GET", `/config/positions/${position.uid}`, { who: "admin" })).body).toMatchObject({
      label: "Γραμματέας ΔΣ",
      active: false,
    });
  });

  it("answers a bad body with 400 in Greek, an unknown position or category with 404, and changes nothing", async () => {
    const before = (await callApi("GET", "/config/positions", { who: "admin" })).body.length;
    const empty = await callApi("POST", "/config/positions", { who: "admin", body: { label: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: [{ errorMessage: POSITION_TEXT.labelRequired }] });
    expect(
      (await callApi("PUT", "/config/positions", { who: "admin", body: { uid: "POS_0", label: "x" } })).status,
    ).toBe(404);
    expect((await callApi("GET", "/config/positions/NO_SUCH", { who: "admin" })).status).toBe(404);
    expect((await callApi("GET", "/config/positions?orgCategory=NO_SUCH", { who: "admin" })).status).toBe(404);
    expect((await callApi("GET", "/config/positions", { who: "admin" })).body.length).toBe(before);
  });

  it("is refused to users without the system settings permission (403) and to visitors (401)", async () => {
    expect((await callApi("GET", "/config/positions", { who: "publisher" })).status).toBe(403);
    expect((await callApi("POST", "/config/positions", { who: "orgadmin", body: { label: "Χ" } })).status).toBe(403);
    expect((await callApi("PUT", "/config/positions", { body: { uid: "POS_10091", label: "Χ" } })).status).toBe(401);
  });
});

describe("/tags/{uid}/", () => {
  it("answers one tag with its dictionary, and 404 for an unknown code", async () => {
    const tag = await callApi("GET", "/tags/20/");
    expect(tag.status).toBe(200);
    expect(tag.body).toMatchObject({ uid: "20", dictionary: expect.any(String), active: true });
    expect((await callApi("GET", "/tags/NO_SUCH_TAG/")).status).toBe(404);
  });
});
