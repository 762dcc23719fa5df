import type { AccessEntry } from "./permissions";

/** The logged-in user as the app sees it (SPEC §3 "Session user"). Safe to send to the browser. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string;
  userType: string;
  authType: string;
  attrs: { firstName: string | null; lastName: string | null; phone: string | null };
  enabled: boolean;
  locked: boolean;
  access: AccessEntry[];
  sessionId: string;
  expirationTimeMillis: number;
  lastLogin: number | null;
}
