import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatEvent } from '../../lib/contract/chat';
import { chatTopic } from '../../lib/domain/chat';
import { encodeFrame } from '../../server/chat/stomp';

const TEXT = { binary: false } as const;

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The floor the broker is compared with: no STOMP sessions, no service, no bus. Each SEND is
 * turned into one MESSAGE frame of the same shape, encoded once and written with raw `ws`
 * sends to every socket that never sent anything.
 */
export async function startBaselineFanOut(): Promise<BaselineServer> {
  const receivers = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
  let seq = 0;
  wss.on('connection', (ws: WebSocket) => {
    receivers.add(ws);
    ws.on('close', () => receivers.delete(ws));
    ws.on('message', (data: Buffer) => {
      receivers.delete(ws);
      const text = data.toString('utf8');
      const body = JSON.parse(text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0'))) as { groupId: number; originalMessage: string };
      const frame = encodeFrame('MESSAGE', [
        ['destination', chatTopic(body.groupId)], ['message-id', `b-${(seq += 1)}`], ['content-type', 'application/json'], ['subscription', 'sub-0'],
      ], JSON.stringify(sampleEvent(seq, body.groupId, body.originalMessage)));
      for (const receiver of receivers) receiver.send(frame, TEXT);
    });
  });
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/websocket`,
    async close() {
      for (const ws of receivers) ws.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same fields the chat service would broadcast, so both sides move frames of the same size. */
function sampleEvent(groupMessageId: number, groupId: number, originalMessage: string): ChatEvent {
  return {
    type: 'message',
    message: {
      groupMessageId, groupId, userId: 1, showName: 'user1', originalMessage, lang: null, systemMessage: 0, parentMessageId: null, parent: null,
      colorName: null, reaction: null, updatedReaction: {}, attachments: [], isGuest: false, vipGroup: null, ip: null, toUserId: null,
      siteRoleId: 1, profilePicture: null, deleted: false, createdAt: Date.now(),
    },
  };
}
