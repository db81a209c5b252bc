// A local OpenID provider standing in for Google in the browser tests (OAUTH_MOCK_PORT, loopback only).
// Everyone who signs in through it is the same test person, unless the browser carries an
// `e2e_google_as` cookie for this provider's address: a JSON identity (sub, email, email_verified, name).
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OAUTH_MOCK_PORT ?? 4301);
const TEST_PERSON = { sub: 'e2e-google-person', email: 'e2e.google@example.com', email_verified: true, name: 'Google E2E' };
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

/** Who signs in with each authorization code, taken from the browser's cookie when it was issued. */
const identities = new Map();
function chosenIdentity(cookieHeader = '') {
  const raw = cookieHeader.split(';').map((c) => c.trim()).find((c) => c.startsWith('e2e_google_as='));
  if (!raw) return TEST_PERSON;
  try {
    return { ...TEST_PERSON, ...JSON.parse(decodeURIComponent(raw.slice('e2e_google_as='.length))) };
  } catch {
    return TEST_PERSON;
  }
}
server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const code = redirect.url.searchParams.get('code');
  if (code) identities.set(code, chosenIdentity(req.headers.cookie));
  if (identities.size > 1000) identities.delete(identities.keys().next().value);
});
// Called for each token of the answer (access and ID token), so the identity stays with its code.
server.service.on('beforeTokenSigning', (token, req) => {
  Object.assign(token.payload, identities.get(req.body?.code) ?? TEST_PERSON);
});
await server.start(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().then(() => process.exit(0)));
