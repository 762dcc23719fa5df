/**
 * A long list of links to this portal's pages (the home page's hundred or so organisations of a
 * category), drawn as plain anchors: a router <Link> runs several hooks per link on every server
 * render, which for a hundred of them was a visible part of the busiest page's time (decision 119).
 * Without JavaScript they are ordinary links. With it, one handler on the list sends a plain click
 * through the router, as <Link> does; a click with a modifier key or another button, or on a link
 * with a target or to another origin, is left to the browser (new tab, new window).
 */
import type { MouseEvent } from "react";
import { useNavigate } from "@remix-run/react";

export interface ListedLink {
  key: string;
  href: string;
  label: string;
}

export function RouterLinkList({ links, className }: { links: readonly ListedLink[]; className?: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(anchor.pathname + anchor.search + anchor.hash);
  };
  return (
    // The anchors are what a keyboard or a screen reader uses (Enter on a link is a click on it);
    // the list only listens for the clicks that reach it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className={className} onClick={follow}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
