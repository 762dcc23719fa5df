/** How a reader checks the published document's stamp and signature (docs/decisions/054). */
import { TEXT } from "#app/messages";

export interface SignatureNoteProps {
  fingerprint: string;
  signer: string;
  originalSha256: string | null;
}

export function SignatureNote({ fingerprint, signer, originalSha256 }: SignatureNoteProps) {
  return (
    <details>
      <summary>{TEXT.signatureTitle}</summary>
      <div>
        <p>{TEXT.signatureNote}</p>
        <dl className="govgr-summary-list">
          <dt>{TEXT.signatureSigner}</dt>
          <dd>{signer}</dd>
          <dt>{TEXT.signatureFingerprint}</dt>
          <dd>
            <code>{fingerprint}</code>
          </dd>
          {originalSha256 ? (
            <>
              <dt>{TEXT.originalChecksum}</dt>
              <dd>
                <code>{originalSha256}</code>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </details>
  );
}
