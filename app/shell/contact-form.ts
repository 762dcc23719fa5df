/**
 * The contact link of the footer (SPEC §9: "Contact form links (for citizens or for organisation
 * users) point to an external ticketing site. They pass organisation id and name, username, first
 * name, surname, phone and email."). A citizen gets the site's address as configured; a logged-in
 * user's link carries who they are, so the ticket reaches the right desk already filled in.
 */

export interface ContactPerson {
  organizationId: string | null;
  organizationName: string | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string;
}

/** The ticketing site's address with the person's details added to its own query (empty ones left out). */
export function contactFormAddress(base: string, person: ContactPerson | null): string {
  if (!person) return base;
  const url = new URL(base);
  for (const name of Object.keys(person) as (keyof ContactPerson)[]) {
    const value = person[name];
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}
