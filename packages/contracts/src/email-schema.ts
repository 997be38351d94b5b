import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PROBLEM_MESSAGES, emailProblem } from './email.js';

/**
 * A visitor's or customer's e-mail address under the one e-mail rule of `./email.ts` (the contact
 * form's, the booking's, an operator's and a driver's): an issue's message says what is wrong in words
 * a person understands, and `params.problem` names the problem. Surrounding white space is trimmed off.
 *
 * @example
 * EmailSchema.parse(' jan@example.com '); // 'jan@example.com'
 * EmailSchema.safeParse('eva@example').success; // false
 */
export const EmailSchema = z
  .string()
  // The raw length limit (before trimming) keeps hostile megabyte strings from being scanned.
  .max(EMAIL_MAX * 4)
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem)
      context.addIssue({ code: 'custom', message: EMAIL_PROBLEM_MESSAGES[problem], params: { problem } });
  })
  .transform((value) => value.trim());
