/**
 * The main navigation. Groups are <details> disclosures, which open and close without script and
 * are announced as expandable by screen readers.
 */
import { Link } from "@remix-run/react";
import { isGroup, type MenuEntry } from "#app/shell/menu";

export interface MenuOrganization {
  href: string;
  shortLabel: string;
  label: string;
}

function isCurrent(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

export function MainMenu({
  menu,
  organizations,
  pathname,
}: {
  menu: MenuEntry[];
  organizations: MenuOrganization[];
  pathname: string;
}) {
  return (
    <nav className="govgr-nav" aria-label="Κύριο μενού">
      <ul className="govgr-nav__list">
        {menu.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="govgr-nav__item govgr-nav__item--group">
              <details>
                <summary>{entry.label}</summary>
                <ul>
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <Link to={child.href} aria-current={isCurrent(child.href, pathname) ? "page" : undefined}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.href} className="govgr-nav__item">
              <Link to={entry.href} aria-current={isCurrent(entry.href, pathname) ? "page" : undefined}>
                {entry.label}
              </Link>
            </li>
          ),
        )}
        {organizations.length > 0 ? (
          <li className="govgr-nav__item govgr-nav__item--group">
            <details>
              <summary>Φορείς μου</summary>
              <ul>
                {organizations.map((org) => (
                  <li key={org.href}>
                    {/* The name starts with the visible text (WCAG 2.5.3) and says it in full. */}
                    <Link to={org.href} aria-label={org.label} title={org.label}>
                      {org.shortLabel}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
