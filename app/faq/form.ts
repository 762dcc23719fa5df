/**
 * The two FAQ forms (a visitor's question on /faq/post, an editor's answer on /faq/{id}): fields,
 * labels and zod schemas, shared by the pages and their actions. Pure.
 */
import { z } from "zod";
import { isEmail } from "#app/fields/email-list.rule";
import { TEXT } from "#app/messages";

export const FAQ_QUESTION_MAX = 2000;
export const FAQ_ANSWER_MAX = 8000;

export const QUESTION_FIELDS = {
  question: "Η ερώτησή σας",
  name: "Όνομα (προαιρετικά)",
  email: "Ηλεκτρονικό ταχυδρομείο (προαιρετικά)",
} as const;

export const ANSWER_FIELDS = { question: "Ερώτηση", answer: "Απάντηση" } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TEXT.tooLong(max) })
    .optional()
    .transform((v) => (v ? v : null));

export const questionFormSchema = z.object({
  question: z
    .string({ error: TEXT.faqQuestionRequired })
    .trim()
    .min(10, { error: TEXT.faqQuestionTooShort })
    .max(FAQ_QUESTION_MAX, { error: TEXT.tooLong(FAQ_QUESTION_MAX) }),
  name: optionalText(200),
  email: optionalText(254).refine((v) => v === null || isEmail(v), { error: TEXT.invalidEmail }),
});

export const answerFormSchema = z.object({
  intent: z.enum(["publish", "reject"], { error: TEXT.badRequest }),
  question: z
    .string({ error: TEXT.faqQuestionRequired })
    .trim()
    .min(1, { error: TEXT.faqQuestionRequired })
    .max(FAQ_QUESTION_MAX, { error: TEXT.tooLong(FAQ_QUESTION_MAX) }),
  answer: z
    .string()
    .trim()
    .max(FAQ_ANSWER_MAX, { error: TEXT.tooLong(FAQ_ANSWER_MAX) })
    .optional(),
});
