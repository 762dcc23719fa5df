import { describe, expect, it } from "vitest";
import { permissionsOfRoles, type AccessEntry, type Role } from "../access/permissions";
import { buildMenu, isGroup, type MenuEntry } from "./menu";

function access(orgUid: string, ...roles: Role[]): AccessEntry {
  return { organizationId: orgUid, roles, permissions: permissionsOfRoles(roles) };
}

/** Every href of the menu, groups flattened. */
function hrefs(menu: MenuEntry[]): string[] {
  return menu.flatMap((e) => (isGroup(e) ? e.children.map((c) => c.href) : [e.href]));
}

describe("menu by role (SPEC §2)", () => {
  it("offers visitors the public pages only", () => {
    const menu = hrefs(buildMenu(null));
    expect(menu).toContain("/search");
    expect(menu).not.toContain("/userhome");
    expect(menu).not.toContain("/decision/new");
  });

  it("offers «Νέα πράξη» to a submitter and «Η σελίδα μου» to every user", () => {
    const menu = hrefs(buildMenu([access("6013", "ROLE_ORG_SUBMITTER")]));
    expect(menu).toContain("/decision/new");
    expect(menu).toContain("/userhome");
  });

  it("hides decision entry from an API-only user, even with submit rights", () => {
    const menu = hrefs(buildMenu([access("6013", "ROLE_API_USER")]));
    expect(menu).not.toContain("/decision/new");
    expect(menu).toContain("/userhome");
  });

  it("shows document templates and decision-type view to an organisation admin who is not a system admin", () => {
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).toEqual(
      expect.arrayContaining(["/organization/templates", "/organization/dtview", "/organization/recipients"]),
    );
    const both = hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN"), access("0", "ROLE_ADMIN")]));
    expect(both).not.toContain("/organization/templates");
    expect(both).not.toContain("/organization/dtview");
    expect(both).not.toContain("/organization/recipients");
  });

  it("shows positions, metadata and system settings to a system admin only", () => {
    const admin = buildMenu([access("0", "ROLE_ADMIN")]);
    expect(admin.map((e) => e.label)).toEqual(
      expect.arrayContaining(["Θέσεις", "Μεταδεδομένα", "Ρυθμίσεις συστήματος"]),
    );
    const orgAdmin = buildMenu([access("6013", "ROLE_ORG_ADMIN")]);
    expect(orgAdmin.map((e) => e.label)).not.toContain("Θέσεις");
  });

  it("offers every logged-in user their profile, visitors not", () => {
    expect(hrefs(buildMenu([access("6013", "ROLE_API_USER")]))).toContain("/profile");
    expect(hrefs(buildMenu(null))).not.toContain("/profile");
  });

  it("shows user management to a user manager", () => {
    expect(hrefs(buildMenu([access("0", "ROLE_USER_MANAGER")]))).toContain("/administration/users");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_PUBLISHER")]))).not.toContain("/administration/users");
  });

  it("offers the organisation screens to those SPEC §6 lets in (issue 14)", () => {
    expect(hrefs(buildMenu([access("0", "ROLE_ADMIN")]))).toContain("/organization/search");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).not.toContain("/organization/search");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).toContain("/organization/unit/search");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).toContain("/organization/signer/search");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_SUBMITTER")]))).not.toContain("/organization/signer/search");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_PUBLISHER")]))).not.toContain("/organization/search");
  });

  it("offers the settings screens to system administrators only", () => {
    const admin = hrefs(buildMenu([access("0", "ROLE_ADMIN")]));
    expect(admin).toContain("/notice/search");
    // Issue 17 (H1): the mail and VAT settings exist, for system administrators only.
    expect(admin).toEqual(
      expect.arrayContaining([
        "/administration/mail/templates",
        "/administration/vat/ggps",
        "/administration/vat/vies",
      ]),
    );
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).not.toContain("/administration/mail/templates");
    // Issue 17 (H2): the decision-type screens exist, so «Μεταδεδομένα» holds them (and only them so far).
    const metadata = buildMenu([access("0", "ROLE_ADMIN")]).find((e) => e.label === "Μεταδεδομένα");
    expect(metadata && "children" in metadata ? metadata.children.map((c) => c.href) : []).toEqual(
      expect.arrayContaining(["/administration/dt", "/administration/tagcategories", "/administration/dtperorgtype"]),
    );
    expect(hrefs(buildMenu([access("0", "ROLE_ADMIN")]))).toContain("/administration/positions");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).not.toContain("/administration/dt");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).not.toContain("/administration/positions");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).not.toContain("/administration/tagcategories");
  });

  it("offers the search settings (issue 17, H3) to a system administrator only", () => {
    expect(hrefs(buildMenu([access("0", "ROLE_ADMIN")]))).toContain("/administration/search");
    expect(hrefs(buildMenu([access("0", "ROLE_USER_MANAGER")]))).not.toContain("/administration/search");
    expect(hrefs(buildMenu([access("6013", "ROLE_ORG_ADMIN")]))).not.toContain("/administration/search");
  });
});
