import { CHAT_TOKEN_REVOKED } from '@/lib/domain/chat';
import { logger } from '../logger';
import type { ChatSession } from './broker-session';
import type { ChatControl, ChatPrincipal, ChatService } from './types';

/**
 * Ends the sockets of sign-ins that have ended: at once when a node says so on the bus (a logout, a
 * new password), and by asking the service every so often, for sign-ins ended where nobody said so
 * (a reset password, an operator's command, a refresh token used twice).
 */
export class SignInWatch {
  private heard = 0;
  private lastCheck = Date.now();
  private checking = false;

  constructor(
    private readonly service: ChatService,
    private readonly sessions: ReadonlySet<ChatSession>,
    private readonly checkMs: number,
  ) {}

  /** How many sign-outs this node has heard. */
  get signOutsHeard(): number {
    return this.heard;
  }

  signOut(control: ChatControl): void {
    this.heard += 1;
    this.end((p) => (control.type === 'sign-out' ? p.sid === control.sid : p.userId === control.userId));
  }

  /** Called on every sweep; asks the service at most once per `checkMs`. */
  tick(now: number): void {
    if (this.checking || now - this.lastCheck < this.checkMs) return;
    this.lastCheck = now;
    const sids = [...this.sessions].flatMap((s) => (s.principal?.sid === undefined ? [] : [s.principal.sid]));
    if (sids.length === 0) return;
    this.checking = true;
    this.service
      .endedSignIns(sids)
      .then((ended) => ended.size > 0 && this.end((p) => p.sid !== undefined && ended.has(p.sid)))
      .catch((err: unknown) => logger.warn({ err }, 'chat sign-in check failed'))
      .finally(() => {
        this.checking = false;
      });
  }

  private end(ended: (principal: ChatPrincipal) => boolean): void {
    for (const session of this.sessions) {
      const principal = session.principal;
      if (principal && !principal.isGuest && ended(principal)) session.fail(CHAT_TOKEN_REVOKED, 'the sign-in ended: log in again');
    }
  }
}
