// A local OpenID provider standing in for Google in the browser tests (OAUTH_MOCK_PORT, loopback only).
// Everyone who signs in through it is the same test person.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OAUTH_MOCK_PORT ?? 4301);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { sub: 'e2e-google-person', email: 'e2e.google@example.com', email_verified: true, name: 'Google E2E' });
});
await server.start(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().then(() => process.exit(0)));
