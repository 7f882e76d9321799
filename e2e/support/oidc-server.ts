import Provider from 'oidc-provider';
import { APP_URL, OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT } from './constants';

// A local OpenID provider standing in for Google in the end-to-end tests. Its
// development login form accepts any login; the login becomes the e-mail's local part.
const provider = new Provider(OIDC_ISSUER, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${APP_URL}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({ sub, email: `${sub}@example.test`, email_verified: true, name: `Gina ${sub}` }),
  }),
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => false },
  cookies: { keys: ['e2e-cookie-key'] },
});

provider.listen(OIDC_PORT, () => console.log(`local OpenID provider on ${OIDC_ISSUER}`));
