import { useMutation } from '@univida/shared-query';
import { signOut, signUp } from '@univida/shared-auth';
import {
  authErrorField,
  authErrorMessage,
  type AuthErrorLike,
} from '@univida/shared-auth/auth-messages';
import { dataErrorMessage, toast } from '@univida/shared-ui';
import { useNavigate } from '@univida/shared-router';
import { useMemo } from 'react';
import type { LoginPrefill } from '../../../lib/login-prefill';
import { uploadProfilePicture } from '../../../lib/upload-profile-picture';
import type { RegistrationDraft } from '../types/registration';
import { buildRegistrationPayload } from './build-registration-payload';
import { accountRoutes } from '../../../routes';

/** The server refused the sign-up; signUp has already toasted 'Error en el registro' and why. */
class SignUpRefused extends Error {
  constructor(readonly reason: AuthErrorLike) {
    super(reason.message);
  }
}

export interface RegistrationResult {
  /** Set when the account was created but its photo could not be stored. */
  photoError: Error | null;
}

/**
 * Signs up (the database trigger creates the profile from the metadata), uploads the photo with
 * the new session — the upload needs the user id and a signed-in user — and then signs out, since
 * SPEC §4 sends a new user to /login rather than signing them in.
 */
export async function registerAccount(draft: RegistrationDraft): Promise<RegistrationResult> {
  const { email, password, metadata } = buildRegistrationPayload(draft);
  const { data, error } = await signUp(email, password, metadata);
  if (error) throw new SignUpRefused(error);

  let photoError: Error | null = null;
  const photo = draft.role === 'student' ? draft.profile.photo : undefined;
  if (photo && data.user && data.session) {
    try {
      await uploadProfilePicture(data.user.id, photo.file);
    } catch (uploadError) {
      photoError = uploadError instanceof Error ? uploadError : new Error(String(uploadError));
    }
  }
  if (data.session) await signOut();
  return { photoError };
}

const missingCredentials = (draft: RegistrationDraft) =>
  !draft.account.email.trim() || !draft.account.password;

export function toastMissingCredentials() {
  toast({
    title: 'Faltan datos',
    description: 'El email y la contraseña son obligatorios.',
    variant: 'destructive',
  });
}

/**
 * Submits a completed wizard with the SPEC §8 toasts; success goes to /login. `refusal` keeps why
 * the last submit failed, in the toast's words, for the form to show until the next one.
 */
export function useRegisterAccount() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: registerAccount,
    // This screen words its own failure: SPEC §8's 'Error en el registro'.
    meta: { notifyError: false },
    onError: (error) => {
      if (error instanceof SignUpRefused) return;
      toast({
        title: 'Error en el registro',
        description: authErrorMessage(error),
        variant: 'destructive',
      });
    },
    onSuccess: ({ photoError }, draft) => {
      if (photoError) {
        toast({
          title: 'Error al subir la imagen',
          description: `Tu cuenta se ha creado, pero la foto no: ${dataErrorMessage(photoError)} Puedes subirla desde tu perfil.`,
          variant: 'destructive',
        });
      } else {
        toast({
          title: '¡Registro completado!',
          description: 'Tu cuenta ha sido creada con éxito. ¡Ya puedes iniciar sesión!',
          variant: 'success',
        });
      }
      // The login form starts with the new account's email (history state: not in the URL).
      void navigate(accountRoutes.paths.login(), {
        state: { email: draft.account.email.trim() } satisfies LoginPrefill,
      });
    },
  });

  const submit = (draft: RegistrationDraft) => {
    if (missingCredentials(draft)) {
      toastMissingCredentials();
      return;
    }
    mutation.mutate(draft);
  };
  const { error } = mutation;
  // A new object for each refusal, so a form shows the same refusal again after a new submit.
  const refusal = useMemo(() => {
    if (!error) return null;
    const reason = error instanceof SignUpRefused ? error.reason : error;
    return { message: authErrorMessage(reason), field: authErrorField(reason) };
  }, [error]);
  return { submit, isPending: mutation.isPending, refusal };
}

/** Why the last sign-up was refused, and the field it is about (null: the form as a whole). */
export type Refusal = NonNullable<ReturnType<typeof useRegisterAccount>['refusal']>;
