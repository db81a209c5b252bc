import { CHAT_APP_PREFIX, CHAT_DESTINATIONS, parseChatTopic, type ChatVisibility } from '@/lib/domain/chat';
import { parseFeedTopic } from '@/lib/domain/feed';
import { encodeFrame, type StompFrame } from './stomp';
import { acceptsVersion12, BROKER_SERVER_NAME, connectToken, errorFrame, messageFrame, negotiateHeartBeat, receiptFrame, type HeartBeatPolicy } from './broker-frames';
import { CLOSE, type ChatSession, type Subscription } from './broker-session';
import { ChatRefusal, type ChatBus, type ChatPrincipal, type ChatService, type TopicRef } from './types';

export interface CommandContext {
  service: ChatService;
  bus: ChatBus;
  heartBeat: HeartBeatPolicy;
  maxSubscriptions: number;
  /** SUBSCRIBE and UNSUBSCRIBE frames a socket may send per window. */
  subscribeChurn: { max: number; windowMs: number };
  /** How many sign-outs this node has heard; one heard while a CONNECT checked its token means checking again. */
  signOutsHeard(): number;
  /** `topic` null: a destination outside the chat rooms (a member's feed topic). */
  subscribe(session: ChatSession, id: string, topic: TopicRef | null, destination: string): Subscription;
  unsubscribe(subscription: Subscription): void;
  nextMessageId(): string;
}

const MAX_GROUP_ID = 2_147_483_647;
const UNSUPPORTED = new Set(['ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT']);

/** Answers one client frame. Refusals become ERROR frames; only protocol errors close the socket. */
export async function handleFrame(ctx: CommandContext, session: ChatSession, frame: StompFrame): Promise<void> {
  const receiptId = frame.headers.get('receipt');
  if (frame.command === 'CONNECT' || frame.command === 'STOMP') return connect(ctx, session, frame);
  const principal = session.principal;
  if (!principal) return session.fail('not-connected', 'the first frame must be CONNECT', CLOSE.protocol, receiptId);
  try {
    switch (frame.command) {
      case 'SUBSCRIBE':
        if (!withinChurn(ctx, session, receiptId)) return;
        if (!(await subscribe(ctx, session, principal, frame))) return;
        break;
      case 'UNSUBSCRIBE': {
        if (!withinChurn(ctx, session, receiptId)) return;
        const id = frame.headers.get('id');
        if (!id) throw new ChatRefusal('invalid', 'UNSUBSCRIBE needs an id header');
        const subscription = session.subscriptions.get(id);
        if (subscription) ctx.unsubscribe(subscription);
        break;
      }
      case 'SEND':
        await send(ctx, principal, frame);
        break;
      case 'DISCONNECT':
        if (receiptId !== undefined) session.send(receiptFrame(receiptId));
        session.close(CLOSE.normal, 'disconnect');
        return;
      default:
        session.send(UNSUPPORTED.has(frame.command)
          ? errorFrame('unsupported-command', `${frame.command} is not supported here`, { receiptId })
          : errorFrame('unknown-command', `unknown command ${frame.command}`, { receiptId }));
        return;
    }
  } catch (err) {
    if (err instanceof ChatRefusal) {
      session.send(errorFrame(err.code, err.message, { receiptId, retryAfterMs: err.retryAfterMs }));
      return;
    }
    if (err instanceof UnknownDestination) {
      session.send(errorFrame('unknown-destination', err.message, { receiptId }));
      return;
    }
    throw err;
  }
  if (receiptId !== undefined) session.send(receiptFrame(receiptId));
}

class UnknownDestination extends Error {}

async function connect(ctx: CommandContext, session: ChatSession, frame: StompFrame): Promise<void> {
  if (session.principal) return session.fail('invalid', 'already connected', CLOSE.protocol);
  if (!acceptsVersion12(frame)) {
    session.send(errorFrame('unsupported-version', 'this server speaks STOMP 1.2', { headers: [['version', '1.2']] }));
    return session.close(CLOSE.protocol, 'unsupported-version');
  }
  const { ip } = session.client;
  const token = connectToken(frame) ?? session.client.token;
  const authenticate = () => (token ? ctx.service.authenticate(token) : Promise.resolve(null));
  const heard = ctx.signOutsHeard();
  let principal = await authenticate();
  // A sign-out that arrived while the token was checked found no principal here to close: check again after it.
  if (principal && ctx.signOutsHeard() !== heard) principal = await authenticate();
  if (!session.isOpen) return;
  if (!principal || (principal.expiresAt !== undefined && principal.expiresAt <= Date.now())) {
    return session.fail('unauthorized', 'a valid token is required: an Authorization header or the ?token= query');
  }
  session.principal = ip === undefined || principal.ip !== undefined ? principal : { ...principal, ip };
  const beat = negotiateHeartBeat(frame.headers.get('heart-beat'), ctx.heartBeat);
  session.sendHeartBeatMs = beat.sendMs;
  session.receiveHeartBeatMs = beat.receiveMs;
  session.send(encodeFrame('CONNECTED', [['version', '1.2'], ['heart-beat', `${beat.sendMs},${beat.receiveMs}`], ['server', BROKER_SERVER_NAME], ['session', session.id]]));
}

/**
 * Every SUBSCRIBE reads a room's history, so a socket cycling SUBSCRIBE and UNSUBSCRIBE is told to
 * slow down and its frame is ignored; one that goes on to twice the limit is closed.
 */
function withinChurn(ctx: CommandContext, session: ChatSession, receiptId: string | undefined): boolean {
  const { max, windowMs } = ctx.subscribeChurn;
  const { count, retryAfterMs } = session.countSubscriptionChange(Date.now(), windowMs);
  if (count <= max) return true;
  if (count > 2 * max) session.fail('flood', 'subscriptions changed too often', CLOSE.policy, receiptId);
  else session.send(errorFrame('rate-limited', `at most ${max} subscription changes per ${windowMs / 1000} s`, { receiptId, retryAfterMs }));
  return false;
}

/** Returns false when the session went away while the history was read. */
async function subscribe(ctx: CommandContext, session: ChatSession, principal: ChatPrincipal, frame: StompFrame): Promise<boolean> {
  const id = frame.headers.get('id');
  if (!id) throw new ChatRefusal('invalid', 'SUBSCRIBE needs an id header');
  const destination = frame.headers.get('destination') ?? '';
  const feedOwner = parseFeedTopic(destination);
  const topic = feedOwner === null ? parseChatTopic(destination) : null;
  if (feedOwner === null && !topic) throw new UnknownDestination(`no such topic: ${destination}`);
  // A member's feed topic says when their friends post: only that member, signed in, may listen.
  if (feedOwner !== null && (principal.isGuest || principal.userId !== feedOwner)) throw new ChatRefusal('forbidden', 'only its member reads a feed topic');
  if (session.subscriptions.has(id)) throw new ChatRefusal('invalid', `subscription id ${id} is already in use`);
  if (session.subscriptions.size >= ctx.maxSubscriptions) {
    session.send(errorFrame('too-many-subscriptions', `at most ${ctx.maxSubscriptions} subscriptions per connection`, { receiptId: frame.headers.get('receipt') }));
    return false;
  }
  // A feed topic has no history: subscribed, it only waits for what comes.
  if (!topic) {
    ctx.subscribe(session, id, null, destination);
    return true;
  }
  // Registered before the history is read so no event falls between the two; held until it is sent.
  const subscription = ctx.subscribe(session, id, topic, destination);
  let history: string;
  try {
    history = JSON.stringify(await ctx.service.join(principal, topic, { announce: frame.headers.get('x-no-join') !== 'true' }));
  } catch (err) {
    ctx.unsubscribe(subscription);
    throw err;
  }
  if (!session.isOpen || session.subscriptions.get(id) !== subscription) return false;
  session.send(messageFrame([['subscription', id], ['message-id', ctx.nextMessageId()], ['destination', destination]], history));
  const held = subscription.pending ?? [];
  subscription.pending = null;
  for (const event of held) session.send(event);
  return true;
}

function sendVisibility(destination: string): ChatVisibility | null {
  const path = destination.startsWith(`${CHAT_APP_PREFIX}/`) ? destination.slice(CHAT_APP_PREFIX.length) : destination;
  if (path === CHAT_DESTINATIONS.public) return 'public';
  if (path === CHAT_DESTINATIONS.private) return 'private';
  return null;
}

async function send(ctx: CommandContext, principal: ChatPrincipal, frame: StompFrame): Promise<void> {
  const destination = frame.headers.get('destination') ?? '';
  const visibility = sendVisibility(destination);
  if (!visibility) throw new UnknownDestination(`no such destination: ${destination}`);
  let body: unknown;
  try {
    body = JSON.parse(frame.body.toString('utf8'));
  } catch {
    throw new ChatRefusal('invalid', 'the body must be JSON');
  }
  const groupId = typeof body === 'object' && body !== null && 'groupId' in body ? body.groupId : undefined;
  if (typeof groupId !== 'number' || !Number.isInteger(groupId) || groupId < 1 || groupId > MAX_GROUP_ID) {
    throw new ChatRefusal('invalid', 'the body needs a groupId');
  }
  const topic: TopicRef = { groupId, visibility };
  const event = await ctx.service.send(principal, topic, body);
  await ctx.bus.publish(topic, event);
}
