/**
 * API tokens (issue 13) against a real SQLite file with the demo users: created once and shown
 * once (only the hash is stored), used by the JSON API as a Bearer or X-Auth-Token header, revoked
 * by the owner or an administrator (then 401), each change one audit row.
 */
import { describe, expect, it } from "vitest";
import { loadSessionUser } from "#app/access/sessions.server";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createApiToken, listApiTokens, MAX_ACTIVE_TOKENS, revokeApiToken, tokenToRevoke } from "./api-tokens.server";

const t = useDemoDatabase();

const idOf = (username: string) => t.idOf(username);
const viewer = (username: string) => loadSessionUser(idOf(username), "test", Date.now() + 60_000)!;
const self = (headers: Record<string, string>) => callApi("GET", "/users/self", { headers });
const auditRows = (action: string) =>
  t.db.$client
    .prepare("SELECT user_id AS userId, entity_id AS entityId, details FROM audit_log WHERE action = ?")
    .all(action) as {
    userId: number;
    entityId: string;
    details: string;
  }[];

describe("API tokens", () => {
  it("are created with a name, shown once and stored only as a hash, with an audit row", () => {
    const apiuser = idOf("apiuser");
    const created = createApiToken(apiuser, "  script  ");
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.token).toMatch(/^drt_[A-Za-z0-9_-]{43}$/);
    expect(created.label).toBe("script");
    const stored = t.db.$client.prepare("SELECT * FROM api_tokens WHERE id = ?").get(created.id) as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));
    expect(stored.prefix).toBe(created.token.slice(0, 10));
    expect(listApiTokens(apiuser)[0]).toMatchObject({ label: "script", lastUsedAt: null, revokedAt: null });
    const audit = auditRows("apitoken.create").at(-1)!;
    expect(audit.userId).toBe(apiuser);
    expect(JSON.parse(audit.details)).toEqual({ tokenId: created.id, label: "script" });
  });

  it("refuse an empty or too long name, and more than the maximum of active tokens", () => {
    const id = idOf("submitter");
    expect(createApiToken(id, "   ")).toEqual({ ok: false, reason: "label" });
    expect(createApiToken(id, "x".repeat(81))).toEqual({ ok: false, reason: "label" });
    for (let i = 0; i < MAX_ACTIVE_TOKENS; i++) expect(createApiToken(id, `t${i}`).ok).toBe(true);
    expect(createApiToken(id, "one too many")).toEqual({ ok: false, reason: "too-many" });
  });

  it("let a script call the API as its owner, record the use, and stop working once revoked (401)", async () => {
    const apiuser = idOf("apiuser");
    const created = createApiToken(apiuser, "revoked later");
    if (!created.ok) throw new Error("not created");
    const bearer = await self({ Authorization: `Bearer ${created.token}` });
    expect(bearer.status).toBe(200);
    expect(bearer.body).toMatchObject({ username: "apiuser", authType: "token" });
    // The API user gets its API rights through a token (a browser session would not).
    expect((await self({ "X-Auth-Token": created.token })).body).toMatchObject({
      access: [{ permissions: expect.arrayContaining(["PERM_DECISIONS_PUBLISH_SUBMITTED"]) }],
    });
    expect(listApiTokens(apiuser).find((r) => r.id === created.id)!.lastUsedAt).not.toBeNull();

    expect(revokeApiToken(viewer("apiuser"), created.id)).toEqual({ ok: true, ownerId: apiuser });
    const refused = await self({ Authorization: `Bearer ${created.token}` });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ errors: [{ errorMessage: "Παρακαλώ συνδεθείτε!" }] });
    expect(revokeApiToken(viewer("apiuser"), created.id)).toEqual({ ok: false, reason: "already-revoked" });
    const audit = auditRows("apitoken.revoke").at(-1)!;
    expect(audit).toMatchObject({ userId: apiuser, entityId: String(apiuser) });
  });

  it("are revoked by their owner or an administrator, never by another user", () => {
    const apiuser = idOf("apiuser");
    const created = createApiToken(apiuser, "admin revokes");
    if (!created.ok) throw new Error("not created");
    expect(tokenToRevoke(viewer("publisher"), created.id)).toBeNull();
    expect(revokeApiToken(viewer("publisher"), created.id)).toEqual({ ok: false, reason: "not-found" });
    expect(tokenToRevoke(viewer("admin"), created.id)).toMatchObject({ ownerUsername: "apiuser" });
    expect(revokeApiToken(viewer("admin"), created.id)).toEqual({ ok: true, ownerId: apiuser });
    expect(auditRows("apitoken.revoke").at(-1)).toMatchObject({ userId: idOf("admin"), entityId: String(apiuser) });
  });

  it("an unknown or malformed token is a 401, not an anonymous call", async () => {
    expect((await self({ Authorization: "Bearer drt_" + "a".repeat(43) })).status).toBe(401);
    expect((await self({ "X-Auth-Token": "nonsense" })).status).toBe(401);
  });
});
