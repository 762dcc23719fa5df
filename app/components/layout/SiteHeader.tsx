/**
 * The page header: portal name, who is logged in (with a POST logout form), the text-size
 * control, the search box, and the main menu for the user's roles.
 */
import { Link } from "@remix-run/react";
import { paths } from "#app/paths";
import { CsrfField } from "#app/components/form/CsrfField";
import type { MenuEntry } from "#app/shell/menu";
import { SITE_NAME, SITE_TAGLINE } from "#app/shell/site";
import type { TextSize } from "#app/shell/text-size";
import { HeaderSearch } from "./HeaderSearch";
import { MainMenu, type MenuOrganization } from "./MainMenu";
import { NoticeBell } from "./NoticeBell";
import { TextSizeControl } from "./TextSizeControl";

export interface HeaderUser {
  name: string;
  username: string;
  organizations: MenuOrganization[];
  unreadNotices: number;
}

export function SiteHeader({
  user,
  menu,
  textSize,
  pathname,
  returnTo,
  showSearch,
}: {
  user: HeaderUser | null;
  menu: MenuEntry[];
  textSize: TextSize;
  pathname: string;
  returnTo: string;
  /** The search and home pages have their own search form; one «Αναζήτηση» field per page. */
  showSearch: boolean;
}) {
  return (
    <header className="govgr-header">
      <div className="govgr-header__top">
        <div className="govgr-width-container govgr-header__row">
          <div className="govgr-header__brand">
            <Link to="/" className="govgr-header__title">
              {SITE_NAME}
            </Link>
            <span className="govgr-header__tagline">{SITE_TAGLINE}</span>
          </div>
          <div className="govgr-header__tools">
            <TextSizeControl current={textSize} returnTo={returnTo} />
            {user ? (
              <div className="govgr-header__user">
                <NoticeBell count={user.unreadNotices} />
                <span>
                  <span className="govgr-visually-hidden">Συνδεδεμένος χρήστης: </span>
                  {user.name}
                </span>
                <form method="post" action="/logout">
                  <CsrfField />
                  <button type="submit" className="govgr-btn govgr-btn-link">
                    Αποσύνδεση
                  </button>
                </form>
              </div>
            ) : (
              <Link to={paths.login(returnTo)} className="govgr-header__login">
                Σύνδεση
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="govgr-header__bottom">
        <div className="govgr-width-container govgr-header__row">
          <MainMenu menu={menu} organizations={user?.organizations ?? []} pathname={pathname} />
          {showSearch ? <HeaderSearch returnTo={returnTo} /> : null}
        </div>
      </div>
    </header>
  );
}
