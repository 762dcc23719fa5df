/**
 * Who must use a second factor: when TWO_FACTOR_REQUIRED_FOR_ADMINS is set, every holder of an
 * administrator role (system, user or organisation administrator, on any organisation). Everyone
 * else may enrol by choice.
 */
import { hasRole, type AccessEntry, type Role } from "../permissions";

const ADMINISTRATOR_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_USER_MANAGER", "ROLE_ORG_ADMIN"];

export function secondFactorRequired(access: AccessEntry[], requiredForAdmins: boolean): boolean {
  return requiredForAdmins && ADMINISTRATOR_ROLES.some((role) => hasRole(access, role));
}
