// A phone as people write it: an optional + and country code, then digits with spaces, dots,
// hyphens or brackets between them. A Spanish number has 9 digits after its prefix (+34, 0034)
// if it has one; another country's, after its +, 9 to 15 digits in all (E.164's most).
const PHONE_CHARACTERS = /^\(?\+?[\d\s().-]+$/;
const SPANISH_PREFIX = /^\(?(?:\+|00)34\)?/;
const SPANISH_DIGITS = 9;
const INTERNATIONAL_DIGITS = { min: 9, max: 15 };
const PHONE_FORMAT_MESSAGE =
  'Introduce un teléfono válido: 9 cifras, con el prefijo (+34) delante si quieres.';

/** The phone's format, checked before sending: the Spanish text, or undefined when it is valid. */
export function phoneProblem(phone: string): string | undefined {
  const written = phone.trim();
  if (!PHONE_CHARACTERS.test(written)) return PHONE_FORMAT_MESSAGE;
  const national = written.replace(SPANISH_PREFIX, '');
  const digits = national.replace(/\D/g, '').length;
  const fits =
    national === written && written.includes('+')
      ? digits >= INTERNATIONAL_DIGITS.min && digits <= INTERNATIONAL_DIGITS.max
      : digits === SPANISH_DIGITS;
  return fits ? undefined : PHONE_FORMAT_MESSAGE;
}

/** What a schema refinement (zod's superRefine) hands over: somewhere to add the issue. */
interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string }): void;
}

/**
 * A form's phone refinement: a non-empty phone gets phoneProblem's issue. The database refuses
 * the same phones (profile_contacts_phone_format), so every form that saves one checks it first.
 */
export function checkPhoneFormat(phone: string, ctx: IssueSink): void {
  const problem = phone === '' ? undefined : phoneProblem(phone);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}
