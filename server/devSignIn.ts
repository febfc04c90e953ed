import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  devSignInPath,
  SIGN_IN_MESSAGE_TYPE,
  SIGN_IN_PROVIDER_IDS,
  type SignInProviderId,
} from '../schemas/api/index.ts';
import type { ExtraRouteDeps } from './routeDeps.ts';
import { devProviderVerifier, enableSignInProvider, issueDevProviderToken } from './services/signInProviders.ts';

/**
 * The development sign-in provider (AUTH-13, UNSPEC-34): with the developer routes on, the
 * platform answers for Facebook, Google and Telegram itself, so the whole third-party path runs on
 * this machine. The player opens `/dev-auth/<provider>` in a popup; the page plays the provider's
 * consent screen, asks the platform for a signed provider token, posts `{ type: 'livery:sign-in',
 * provider, providerToken }` to its opener (same origin only) and closes. Cancel closes it without
 * a message: the player reports the closed popup (ERR-14). The login call (CALL-04, type
 * `provider`) then checks the token and links or creates the account.
 */
const DEV_PROVIDERS = SIGN_IN_PROVIDER_IDS;

const TITLES: Record<SignInProviderId, string> = { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' };

function page(provider: SignInProviderId): string {
  const title = TITLES[provider];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${title} (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f5f7; color: #1b1d22; }
  main { max-width: 360px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 4px #0002; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 8px; border: 1px solid #767b86; border-radius: 4px; font: inherit; }
  .actions { display: flex; gap: 8px; margin-top: 20px; }
  button { flex: 1; padding: 10px; font: inherit; border-radius: 4px; border: 1px solid #1a56c4; cursor: pointer; }
  #continue { background: #1a56c4; color: #fff; }
  #cancel { background: #fff; color: #1a56c4; }
  #error { color: #b00020; min-height: 1.5em; }
</style></head>
<body><main>
<h1>${title}</h1>
<p>Development sign-in: this page stands in for ${title} on this machine. Choose who signs in.</p>
<form id="form">
  <label for="name">Name</label><input id="name" name="name" required maxlength="64" value="Dev Player" autocomplete="name">
  <label for="email">E-mail</label><input id="email" name="email" type="email" maxlength="100" value="dev.player@example.com" autocomplete="email">
  <p id="error" role="alert"></p>
  <div class="actions"><button type="button" id="cancel">Cancel</button><button type="submit" id="continue">Continue</button></div>
</form>
</main>
<script>
  const provider = ${JSON.stringify(provider)};
  const messageType = ${JSON.stringify(SIGN_IN_MESSAGE_TYPE)};
  document.getElementById('cancel').addEventListener('click', () => window.close());
  document.getElementById('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const error = document.getElementById('error');
    error.textContent = '';
    try {
      const response = await fetch(${JSON.stringify(devSignInPath(provider))} + '/token', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: document.getElementById('name').value, email: document.getElementById('email').value || undefined }),
      });
      const answer = await response.json();
      if (!answer.success) throw new Error(answer.message || 'Sign-in failed');
      if (!window.opener) throw new Error('Open this page from the site.');
      window.opener.postMessage({ type: messageType, provider, providerToken: answer.value.providerToken }, location.origin);
      window.close();
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e);
    }
  });
</script>
</body></html>`;
}

/** Registers the development provider's pages and verifiers (in the developer routes' plugin, devRoutes.ts, which guards them). */
export function registerDevSignInRoutes(app: FastifyInstance, deps: Pick<ExtraRouteDeps, 'db' | 'now'>): void {
  for (const provider of DEV_PROVIDERS) enableSignInProvider(deps.db, provider, devProviderVerifier(deps.db, provider));
  const params = {
    type: 'object',
    required: ['provider'],
    properties: { provider: { type: 'string', enum: [...DEV_PROVIDERS] } },
  } as const;

  app.get<{ Params: { provider: SignInProviderId } }>(
    '/dev-auth/:provider',
    { schema: { params } },
    async (request, reply) => {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(request.params.provider));
    },
  );

  app.post<{ Params: { provider: SignInProviderId }; Body: { name: string; email?: string } }>(
    '/dev-auth/:provider/token',
    {
      schema: {
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 64 },
            email: { type: 'string', format: 'email', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { name, email } = request.body;
      // One person per e-mail (or name): signing in again finds the same account.
      const subject = `dev-${createHash('sha256')
        .update((email ?? name).trim().toLowerCase())
        .digest('hex')
        .slice(0, 24)}`;
      const providerToken = issueDevProviderToken(
        deps.db,
        request.params.provider,
        { subject, name: name.trim(), email, emailVerified: email !== undefined },
        deps.now(),
      );
      return { success: true, value: { providerToken } };
    },
  );
}
