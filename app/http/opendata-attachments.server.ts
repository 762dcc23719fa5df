/**
 * The write API's attachments at the web edge (reference/diavgeia.md §1.6, docs/decisions/103):
 * multipart `attachments` files with `attachmentDescr` (JSON list of descriptions) and
 * `attachmentsToRemove` (JSON list of ids), and in the metadata JSON
 * `attachments: {attach: [{description, filename, mimeType, contentBase64}], remove: [ids]}`.
 * Every file goes through the pages' attachment rule (readAttachment: accepted types, content
 * checked, the size limit); base64 that does not decode is a missing file. Nothing is stored here:
 * the changes reach the domain whole, or the call is refused with every problem named.
 */
import { z } from "zod";
import { readAttachment } from "#app/documents/attachment-check.server";
import type { CheckedAttachment } from "#app/documents/attachment-types";
import type { AttachmentChanges } from "#app/decisions/lifecycle/attachments.server";
import { DEFAULT_MAX_UPLOAD_BYTES } from "#app/fields/upload.rule";
import { OPENDATA_WRITE_TEXT } from "#app/messages";

type Attachment = { file: CheckedAttachment; description?: string };

/** What the multipart body carried besides the metadata. */
export interface AttachmentParts {
  files: File[];
  descriptions: FormDataEntryValue | null;
  toRemove: FormDataEntryValue | null;
}

/** A multipart part holding a JSON list: absent or blank is an empty list; anything else unreadable is null. */
function jsonList<T>(text: FormDataEntryValue | null, items: z.ZodType<T>): T[] | null {
  if (text === null || (typeof text === "string" && text.trim() === "")) return [];
  if (typeof text !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.array(items).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `metadata.attachments`: each file an object for the upload rule (description read from it), ids as strings. */
const metadataAttachments = z
  .object({
    attach: z
      .array(z.looseObject({}))
      .nullish()
      .transform((v) => v ?? []),
    remove: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
  })
  .nullish();

async function checked(
  entries: readonly { value: unknown; description?: string }[],
  where: string,
): Promise<Attachment[] | string[]> {
  const out: Attachment[] = [];
  const errors: string[] = [];
  for (const [i, entry] of entries.entries()) {
    const parsed = await readAttachment(entry.value, DEFAULT_MAX_UPLOAD_BYTES);
    if (parsed.ok) out.push({ file: parsed.value, description: entry.description });
    else errors.push(`${where}[${i}]: ${parsed.message}`);
  }
  return errors.length ? errors : out;
}

/** The multipart files with their descriptions (`attachmentDescr`, by position). */
async function multipartAttach(parts: AttachmentParts): Promise<Attachment[] | string[]> {
  const texts = jsonList(parts.descriptions, z.string().nullable());
  if (!texts) return [OPENDATA_WRITE_TEXT.attachmentDescriptionsInvalid];
  const entries = parts.files.map((file, i) => ({ value: file, description: texts[i] ?? undefined }));
  return checked(entries, "attachments");
}

/** `metadata.attachments`, the JSON form: {attach: [...], remove: [...]}. */
async function metadataChanges(value: unknown): Promise<AttachmentChanges | string[]> {
  const parsed = metadataAttachments.safeParse(value);
  if (!parsed.success) return [OPENDATA_WRITE_TEXT.attachmentsInvalid];
  const { attach, remove } = parsed.data ?? { attach: [], remove: [] };
  const entries = attach.map((item) => ({
    value: item,
    description: typeof item.description === "string" ? item.description : undefined,
  }));
  const files = await checked(entries, "attachments.attach");
  if (typeof files[0] === "string") return files as string[];
  return { attach: files as Attachment[], remove };
}

/**
 * Every attachment change one call asks for: the metadata's JSON form and, in a multipart call,
 * the files and `attachmentsToRemove`. Either the changes, or the list of problems (a 400).
 */
export async function attachmentChangesOf(
  metadata: Record<string, unknown>,
  parts: AttachmentParts | null,
): Promise<AttachmentChanges | string[]> {
  const fromMetadata = await metadataChanges(metadata.attachments);
  if (Array.isArray(fromMetadata)) return fromMetadata;
  if (!parts) return fromMetadata;
  const files = await multipartAttach(parts);
  if (typeof files[0] === "string") return files as string[];
  const toRemove = jsonList(parts.toRemove, z.string());
  if (!toRemove) return [OPENDATA_WRITE_TEXT.attachmentsToRemoveInvalid];
  return {
    attach: [...(files as Attachment[]), ...fromMetadata.attach],
    remove: [...new Set([...fromMetadata.remove, ...toRemove])],
  };
}
