/**
 * The legislation table's page in a query string (SPEC §2: page lengths 5, 15, 20 and «Όλες»):
 * `legislationLength` and `legislationPage`, read the same way by the edit page, the removal's
 * confirmation page (the table page to return to) and the public dashboard /f/{latinName}.
 * A length the table does not offer, or a bad page number, is a Greek 400.
 */
import { z } from "zod";
import { TEXT } from "#app/messages";
import { LEGISLATION_PAGE_LENGTHS } from "#app/organizations/legislation-form";
import { blankAsMissing, input } from "./input.server";

export const legislationLength = z.preprocess(
  blankAsMissing,
  z.enum(LEGISLATION_PAGE_LENGTHS, { error: TEXT.invalidLegislationPageLength }).optional(),
);

export const LEGISLATION_PAGE_QUERY = z.object({ legislationLength, legislationPage: input.pageNumber });
