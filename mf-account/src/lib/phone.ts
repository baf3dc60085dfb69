import { phoneProblem } from '@univida/shared-auth/auth-messages';
import { z } from 'zod';

/** Adds the phone-format issue (shared-auth's wording) to a non-empty phone. */
export function checkPhoneFormat(phone: string, ctx: z.RefinementCtx) {
  const problem = phone === '' ? undefined : phoneProblem(phone);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}
