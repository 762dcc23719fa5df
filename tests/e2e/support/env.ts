/**
 * Where the end-to-end run keeps its state. Shared by playwright.config.ts (which starts the
 * servers with these settings) and the specs (which read the database and the mail folder).
 * Everything lives under tests/.tmp (git-ignored) and is recreated on every run.
 */
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const SMTP_SINK_PORT = Number(process.env.SMTP_SINK_PORT || 2525);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The local VIES / GGPS / e-procurement speaker (tests/support/fake-services.ts), issue 8. */
export const FAKE_SERVICES_PORT = Number(process.env.FAKE_SERVICES_PORT || E2E_PORT + 100);
export const FAKE_SERVICES_URL = `http://127.0.0.1:${FAKE_SERVICES_PORT}`;

export const TMP_DIR = path.resolve("tests/.tmp");
/** Per project when scripts/e2e-projects.mjs runs the two projects side by side. */
export const E2E_DIR = path.resolve(process.env.E2E_DIR || path.join(TMP_DIR, "e2e"));
/** A fresh database file for each run: deleted before the portal starts. */
export const DATABASE_PATH = path.join(E2E_DIR, "portal.db");
/** The portal's .eml outbox (used only when SMTP_URL is not set; here it is). */
export const OUTBOX_DIR = path.join(E2E_DIR, "outbox");
/** Where the SMTP sink process writes what the portal sends. */
export const MAIL_DIR = path.resolve(process.env.MAIL_DIR || path.join(TMP_DIR, "mail"));

export const DEMO_PASSWORD = "demo-password";
