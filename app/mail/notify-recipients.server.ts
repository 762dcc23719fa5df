/**
 * The register-wide default recipients of publication notices (SPEC §7 /config/notifyRecipients,
 * issue 17): the addresses an administrator wants told of every new decision. They fill the
 * recipients field of the decision form for a user who has not set their own default list
 * (/profile/defaults), so the submitter sees and may change who is notified before publishing
 * (docs/decisions/079-mail-and-vat-administration.md).
 */
import { z } from "zod";
import { parseEmailList } from "#app/fields/email-list.rule";
import { readSetting, writeSetting } from "#app/settings/store.server";
import { getDb, type Db } from "#db/client";
import { SETTINGS_TEXT } from "../messages";

export const NOTIFY_RECIPIENTS_KEY = "mail.notifyRecipients";
/** SPEC-free bound that keeps a notice's fan-out sane; its message is SETTINGS_TEXT.tooManyRecipients. */
export const MAX_RECIPIENTS = 50;

export function notifyRecipients(db: Db = getDb()): string[] {
  return readSetting(NOTIFY_RECIPIENTS_KEY, z.array(z.string()), [], db);
}

export type NotifyRecipientsResult = { ok: true; recipients: string[] } | { ok: false; message: string };

/** Checks the list (text with commas or line breaks, or an array) and stores it, audited. */
export function saveNotifyRecipients(actor: { id: number }, value: unknown, db: Db = getDb()): NotifyRecipientsResult {
  const parsed = parseEmailList(value);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.value.length > MAX_RECIPIENTS) return { ok: false, message: SETTINGS_TEXT.tooManyRecipients };
  db.transaction((tx) => writeSetting(tx, NOTIFY_RECIPIENTS_KEY, parsed.value, actor.id));
  return { ok: true, recipients: parsed.value };
}
