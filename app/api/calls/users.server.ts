/**
 * SPEC §7 "Login and session" and "Users and security": who am I (GET /users/self, with a
 * session token in `X-Auth-Token` when the caller signed in with Basic), is this token valid
 * (POST /validate/security/token), the kinds of account and the roles.
 */
import { z } from "zod";
import { userOfToken } from "#app/access/api-auth.server";
import { ROLE_LABELS, ROLES, PERMISSIONS, ROLE_PERMISSIONS } from "#app/access/permissions";
import { createSession } from "#app/access/sessions.server";
import { refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { USER_TYPES, userType } from "#app/users/user-types";
import { answer, defineCall } from "../call";
import { apiInstant, instantOf } from "../schemas";

const TAG = "Χρήστες και ασφάλεια";

const accessEntry = z.object({
  organizationId: z.string().describe("Ο φορέας· '0' σημαίνει όλους τους φορείς."),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.enum(PERMISSIONS)),
});

const selfAnswer = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  attrs: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), phone: z.string().nullable() }),
  userType: z.string(),
  access: z.array(accessEntry),
  authType: z.enum(["session", "basic", "token"]),
  lastLogin: apiInstant.nullable(),
});

export const usersSelf = defineCall({
  method: "GET",
  path: "/users/self",
  tag: TAG,
  summary:
    "Ο συνδεδεμένος χρήστης. Με Basic επιστρέφει και κλειδί συνεδρίας στην κεφαλίδα X-Auth-Token, για τις επόμενες κλήσεις.",
  access: "user",
  response: selfAnswer,
  responseHeaders: { "X-Auth-Token": "Κλειδί συνεδρίας (μόνο όταν η κλήση έγινε με Basic) ή το κλειδί που στάλθηκε." },
  example: "/users/self",
  async handler({ user, auth, address, request }) {
    const u = user!;
    const body = {
      username: u.username,
      name: u.name,
      email: u.email,
      attrs: u.attrs,
      userType: u.userType,
      access: u.access,
      authType: auth.via === "anonymous" ? "session" : auth.via,
      lastLogin: u.lastLogin === null ? null : instantOf(u.lastLogin),
    } satisfies z.input<typeof selfAnswer>;
    if (auth.via === "token") return answer(body, { headers: { "X-Auth-Token": auth.token } });
    if (auth.via !== "basic") return body;
    // Signing in with Basic opens a session (audited as a login) whose id the script sends back.
    const session = await createSession(u.id, { address, userAgent: request.headers.get("User-Agent") });
    return answer(body, { headers: { "X-Auth-Token": session.id } });
  },
});

export const validateToken = defineCall({
  method: "POST",
  path: "/validate/security/token",
  tag: TAG,
  summary: "Ελέγχει αν ένα κλειδί (API ή συνεδρίας) είναι έγκυρο και σε ποιον χρήστη ανήκει.",
  access: "public",
  body: z.object({ token: z.string().min(1).max(200) }),
  response: z.object({ valid: z.boolean(), username: z.string().nullable() }),
  example: "/validate/security/token",
  exampleBody: { token: "drt_…" },
  cache: "noStore",
  handler({ body }) {
    const user = userOfToken(body.token);
    return { valid: user !== null, username: user?.username ?? null };
  },
});

const userTypeSchema = z.object({ id: z.string(), label: z.string() });

export const userTypes = defineCall({
  method: "GET",
  path: "/users/types",
  tag: TAG,
  summary: "Τα είδη λογαριασμού.",
  access: "public",
  response: z.array(userTypeSchema),
  example: "/users/types",
  handler: () => USER_TYPES.map((t) => ({ ...t })),
});

export const userTypeById = defineCall({
  method: "GET",
  path: "/users/types/{id}",
  tag: TAG,
  summary: "Ένα είδος λογαριασμού.",
  access: "public",
  params: z.object({ id: z.string().max(40) }),
  response: userTypeSchema,
  example: "/users/types/API_USER",
  handler: ({ params }) => {
    const found = userType(params.id);
    return found ? { ...found } : refuse(404, TEXT.apiNotFound, "api");
  },
});

export const securityRoles = defineCall({
  method: "GET",
  path: "/security/roles",
  tag: TAG,
  summary: "Οι ρόλοι και τα δικαιώματα που δίνει ο καθένας.",
  access: "user",
  response: z.array(z.object({ id: z.enum(ROLES), label: z.string(), permissions: z.array(z.enum(PERMISSIONS)) })),
  example: "/security/roles",
  handler: () => ROLES.map((id) => ({ id, label: ROLE_LABELS[id], permissions: [...ROLE_PERMISSIONS[id]] })),
});

export const USER_CALLS = [usersSelf, validateToken, userTypes, userTypeById, securityRoles];
