import { decodeJwt } from 'jose';
import type { ChatService } from './types';

function expiryOf(token: string): number | undefined {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives principals the expiry of their token when the service did not, so the broker closes
 * the socket when the token runs out. The token is read, not verified: the service just did that.
 */
export function withTokenExpiry(service: ChatService): ChatService {
  return {
    async authenticate(token) {
      const principal = await service.authenticate(token);
      if (!principal || principal.expiresAt !== undefined) return principal;
      const expiresAt = expiryOf(token);
      return expiresAt === undefined ? principal : { ...principal, expiresAt };
    },
    join: (principal, topic, opts) => service.join(principal, topic, opts),
    send: (principal, topic, body) => service.send(principal, topic, body),
    roomState: (groupId) => service.roomState(groupId),
  };
}
