/**
 * The JSON API's reference on /api/help, generated from the OpenAPI document: per group, per
 * call its method and path, who may call it, parameters, body, answer and an example request.
 * Plain HTML (details/summary for the long schemas), so it reads without JavaScript.
 */
import type { ApiReference as Reference, ReferenceCall } from "#app/api/reference";

function Call({ call }: { call: ReferenceCall }) {
  return (
    <section aria-labelledby={call.id} className="api-call">
      <h4 id={call.id} className="govgr-heading-s">
        <code>
          {call.method} {call.path}
        </code>
      </h4>
      <p className="govgr-body">{call.summary}</p>
      <p className="govgr-body">Πρόσβαση: {call.access}</p>
      {call.parameters.length > 0 ? (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">
            Παράμετροι της {call.method} {call.path}
          </caption>
          <thead>
            <tr>
              <th scope="col">Παράμετρος</th>
              <th scope="col">Θέση</th>
              <th scope="col">Υποχρεωτική</th>
              <th scope="col">Τιμές</th>
            </tr>
          </thead>
          <tbody>
            {call.parameters.map((p) => (
              <tr key={`${p.where}-${p.name}`}>
                <td>
                  <code>{p.name}</code>
                </td>
                <td>{p.where === "path" ? "διαδρομή" : "ερώτημα"}</td>
                <td>{p.required ? "Ναι" : "Όχι"}</td>
                <td>{p.accepts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="govgr-body">Παράδειγμα:</p>
      <pre className="api-example">{call.curl}</pre>
      {call.link ? (
        <p className="govgr-body">
          <a href={call.link}>
            Άνοιγμα του παραδείγματος<span className="govgr-visually-hidden"> της κλήσης {call.path}</span>
          </a>
        </p>
      ) : null}
      {call.bodyExample ? (
        <>
          <p className="govgr-body">Σώμα (JSON), π.χ.:</p>
          <pre className="api-example">{call.bodyExample}</pre>
        </>
      ) : null}
      {call.responseHeaders.length > 0 ? (
        <ul className="govgr-list">
          {call.responseHeaders.map((h) => (
            <li key={h.name}>
              Κεφαλίδα <code>{h.name}</code>: {h.description}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>
          Σχήμα της απάντησης<span className="govgr-visually-hidden"> της {call.path}</span> (JSON Schema)
        </summary>
        <pre className="api-example">{call.response}</pre>
      </details>
      {call.body ? (
        <details>
          <summary>
            Σχήμα του σώματος<span className="govgr-visually-hidden"> της {call.path}</span> (JSON Schema)
          </summary>
          <pre className="api-example">{call.body}</pre>
        </details>
      ) : null}
    </section>
  );
}

export function ApiReference({ reference }: { reference: Reference }) {
  return (
    <>
      {reference.groups.map((group) => (
        <section key={group.tag} aria-label={group.tag}>
          <h3 className="govgr-heading-m">{group.tag}</h3>
          {group.calls.map((call) => (
            <Call key={call.id} call={call} />
          ))}
        </section>
      ))}
    </>
  );
}
