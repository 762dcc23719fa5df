/**
 * The home page's news (SPEC §2, §9): each item a card of 300 px with its title cut at 76
 * characters and its text at 190, with an ellipsis, and its date as DD/MM/YYYY HH:mm. The full
 * title stays available to assistive technology through the link's title when it was cut.
 */
import { truncate } from "#app/format";
import { NEWS_CONTENT_CHARS, NEWS_TITLE_CHARS, type NewsItem } from "#app/news/parse";
import { formatDateTime } from "#shared/dates";

export function NewsList({ items }: { items: NewsItem[] }) {
  return (
    <ul className="news-list">
      {items.map((item, i) => {
        const title = truncate(item.title, NEWS_TITLE_CHARS);
        const cut = title !== item.title;
        return (
          <li className="news-list__item" key={`${item.permalink ?? ""}:${i}`}>
            <h3 className="govgr-heading-s">
              {item.permalink ? (
                <a href={item.permalink} title={cut ? item.title : undefined} rel="noopener">
                  {title}
                </a>
              ) : (
                title
              )}
            </h3>
            {item.date !== null ? <p className="news-list__date">{formatDateTime(item.date)}</p> : null}
            {item.content ? <p className="govgr-body">{truncate(item.content, NEWS_CONTENT_CHARS)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
