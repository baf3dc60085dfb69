// What GoTrue answers for the ways of signing in this server does not offer (phone, OTP and magic
// links, anonymous users, OAuth, ID tokens, Web3, SAML SSO) and for the switches it does
// (DISABLE_SIGNUP, EXTERNAL_EMAIL_ENABLED): the same status, error_code and msg as a project with
// those providers off, so clients see what Supabase would say instead of a 404.
import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from '../config.js';
import { AuthError } from './errors.js';

type Body = Record<string, unknown>;

const given = (value: unknown) => typeof value === 'string' && value !== '';

/** The issuers GoTrue knows for built-in ID-token providers (all off here). */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/** OAuth providers GoTrue has built in; any other name is "could not be found". */
const OAUTH_PROVIDERS = new Set([
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google',
  'kakao', 'keycloak', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc',
  'snapchat', 'twitch', 'twitter', 'x', 'workos', 'zoom',
]);

export const emailLoginsDisabled = (status: 400 | 422) =>
  new AuthError(status, 'email_provider_disabled', 'Email logins are disabled');

/** POST /signup before anything is read: GoTrue's order (anonymous, signups off, provider off). */
export function assertSignupAllowed(body: Body, settings: AuthSettings): void {
  if (!given(body.email) && !given(body.phone)) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (settings.disableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (given(body.email)) {
    if (!settings.emailEnabled) throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled');
    return;
  }
  throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
}

/** POST /token?grant_type=password: phone logins are off; email ones unless the provider is. */
export function assertPasswordGrantAllowed(body: Body, settings: AuthSettings): void {
  if (given(body.email) && given(body.phone)) {
    throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (given(body.phone)) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!given(body.email)) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (!settings.emailEnabled) throw emailLoginsDisabled(422);
}

/** The grants of POST /token this server has no provider for; undefined for the others. */
export function disabledGrant(grantType: string | undefined, body: Body): AuthError | undefined {
  if (grantType === 'web3') return new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  if (grantType !== 'id_token') return undefined;
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuer = ID_TOKEN_ISSUERS[provider];
  return issuer
    ? new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)
    : new AuthError(400, 'validation_failed', `Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}

/** Routes for the providers that are off: OTP / magic link, OAuth redirects, SAML SSO. */
export function disabledProviderRoutes(app: FastifyInstance, settings: AuthSettings, userExists: (email: string) => Promise<boolean>) {
  const otp = async (body: Body) => {
    if (given(body.email)) {
      const email = String(body.email).trim().toLowerCase();
      // GoTrue asks "may this create a user?" before anything else.
      if (settings.disableSignup && body.create_user !== false && !(await userExists(email))) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      if (!settings.emailEnabled) throw emailLoginsDisabled(422);
      throw new AuthError(422, 'email_provider_disabled', 'Login with magic link is disabled');
    }
    if (given(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    throw new AuthError(400, 'validation_failed', 'One of email or phone must be set');
  };
  app.post('/otp', async (request) => otp((request.body ?? {}) as Body));
  app.post('/magiclink', async (request) => otp((request.body ?? {}) as Body));

  app.get('/authorize', async (request) => {
    const name = String((request.query as { provider?: unknown }).provider ?? '').toLowerCase();
    const reason = OAUTH_PROVIDERS.has(name) ? 'provider is not enabled' : `Provider ${name} could not be found`;
    throw new AuthError(400, 'validation_failed', `Unsupported provider: ${reason}`);
  });

  app.post('/sso', async () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });
}
