/**
 * The upload of the decision form and of the attachments page with JavaScript (SPEC §2 "Upload:
 * files are queued, not uploaded automatically. Progress runs 0 to 100 percent"). A chosen file waits in the queue; when the form
 * is submitted, the file goes first to the upload address (XMLHttpRequest, whose upload progress
 * fetch cannot report), then the form is submitted with the returned token instead of the file.
 * A refused file stops the submission with the server's Greek message; if the upload address
 * cannot be reached, the form is submitted with the file as it would be without JavaScript.
 * Nothing here runs on the server or without JavaScript.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useNavigation } from "@remix-run/react";
import { CSRF_FIELD } from "#app/http/csrf-field";
import { paths } from "#app/paths";

export interface StagedUploadState {
  /** The chosen file, waiting for the form's submission. */
  queued: { name: string; size: number } | null;
  /** 0 to 100 while the file is being sent; 100 stays shown while the form that carries it goes; else null. */
  progress: number | null;
  /** The token the form carries once the file was accepted, and the file's name. */
  staged: { token: string; filename: string } | null;
  error: string | null;
  /** Empties the queue (the «Αφαίρεση» button). */
  clear(): void;
}

type Sent =
  { ok: true; token: string; filename: string } | { ok: false; message: string } | { ok: false; unreachable: true };

/** The decision's PDF (the decision form) or an attachment (the attachments page): the check it gets. */
export type StagedUploadKind = "decision" | "attachment";

function send(
  file: { blob: File; field: string; kind: StagedUploadKind },
  csrf: string,
  onProgress: (percent: number) => void,
): Promise<Sent> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append(CSRF_FIELD, csrf);
    body.append("kind", file.kind);
    // The input's own name is the field the upload address reads for that kind.
    body.append(file.field, file.blob);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", paths.stagedUpload);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const answer = xhr.response as { token?: string; filename?: string; errors?: { errorMessage?: string }[] } | null;
      if (xhr.status === 200 && answer?.token) {
        onProgress(100);
        resolve({ ok: true, token: answer.token, filename: answer.filename ?? file.blob.name });
      } else if (xhr.status >= 400 && xhr.status < 500 && answer?.errors?.[0]?.errorMessage) {
        resolve({ ok: false, message: answer.errors[0].errorMessage });
      } else {
        resolve({ ok: false, unreachable: true });
      }
    };
    xhr.onerror = () => resolve({ ok: false, unreachable: true });
    xhr.send(body);
  });
}

/**
 * A finished upload's bar stays at 100 % while the form that carries its token is sent, and goes
 * once Remix has the form's answer (the navigation is back to idle after having left it). Clearing
 * it as soon as the upload ended hid the 100 % in the same tick it was set.
 */
function useFullBarUntilFormAnswered(progress: number | null, setProgress: (value: null) => void): void {
  const navigation = useNavigation();
  const formLeft = useRef(false);
  useEffect(() => {
    if (progress !== 100) return;
    if (navigation.state !== "idle") formLeft.current = true;
    else if (formLeft.current) {
      formLeft.current = false;
      setProgress(null);
    }
  }, [progress, navigation.state, setProgress]);
}

export function useStagedUpload(
  input: RefObject<HTMLInputElement | null>,
  kind: StagedUploadKind = "decision",
): StagedUploadState {
  const [queued, setQueued] = useState<StagedUploadState["queued"]>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [staged, setStaged] = useState<StagedUploadState["staged"]>(null);
  const [error, setError] = useState<string | null>(null);
  // The submit listener reads the latest state without being registered again.
  const current = useRef({ staged, sending: false });
  current.current.staged = staged;
  useFullBarUntilFormAnswered(progress, setProgress);

  useEffect(() => {
    const fileInput = input.current;
    const form = fileInput?.form;
    if (!fileInput || !form) return;
    const onChange = () => {
      const file = fileInput.files?.[0];
      setQueued(file ? { name: file.name, size: file.size } : null);
      setError(null);
      // A new file replaces the one sent before (and a full bar left by a form that never went).
      if (file) setStaged(null);
      if (!current.current.sending) setProgress(null);
    };
    const onSubmit = (event: SubmitEvent) => {
      const file = fileInput.files?.[0];
      if (!file || current.current.sending) return;
      // Ours to send first: Remix's handler (on the document root) must not see this submission.
      event.preventDefault();
      event.stopPropagation();
      const submitter = event.submitter;
      const csrf = (form.elements.namedItem(CSRF_FIELD) as HTMLInputElement | null)?.value ?? "";
      current.current.sending = true;
      setError(null);
      setProgress(0);
      void send({ blob: file, field: fileInput.name, kind }, csrf, setProgress).then((sent) => {
        current.current.sending = false;
        if (!sent.ok && "message" in sent) {
          setProgress(null);
          setError(sent.message);
          return;
        }
        if (sent.ok) {
          // The token must be in the form before it is submitted again; the bar shows 100 % until
          // the form's answer (useFullBarUntilFormAnswered), so the end of the upload is seen and heard.
          flushSync(() => {
            setProgress(100);
            setStaged({ token: sent.token, filename: sent.filename });
            setQueued(null);
          });
          fileInput.value = "";
          form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
        } else {
          // The upload address could not be reached: send the file with the form, as without JavaScript.
          setProgress(null);
          current.current.sending = true;
          form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
          current.current.sending = false;
        }
      });
    };
    fileInput.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      fileInput.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
    };
  }, [input, kind]);

  return {
    queued,
    progress,
    staged,
    error,
    clear() {
      if (input.current) input.current.value = "";
      setQueued(null);
    },
  };
}
