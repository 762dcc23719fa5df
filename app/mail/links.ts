/**
 * Absolute links in e-mails: the portal's paths (app/paths.ts) under a base URL the caller takes
 * from configuration (publicBaseUrl()), so a mail never carries a host from a request.
 */
import { paths } from "../paths";

export const decisionUrl = (base: string, ada: string) => `${base}${paths.decision(ada)}`;
export const documentUrl = (base: string, ada: string) => `${base}${paths.document(ada)}`;
