import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReply } from './chat-protocol';

export interface ClientDriver {
  request<T extends ClientReply['type']>(command: ClientCommand, expect: T): Promise<Extract<ClientReply, { type: T }>>;
  stop(): void;
}

/** Forks the client process (TypeScript through tsx) and talks to it one request at a time. */
export function startClientProcess(): ClientDriver {
  const child: ChildProcess = fork(fileURLToPath(new URL('./chat-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    request(command, expect) {
      return new Promise((resolve, reject) => {
        const onMessage = (message: ClientReply) => {
          child.off('message', onMessage);
          child.off('exit', onExit);
          if (message.type === expect) resolve(message as Extract<ClientReply, { type: typeof expect }>);
          else reject(new Error(message.type === 'error' ? message.message : `expected ${expect}, got ${message.type}`));
        };
        const onExit = (code: number | null) => reject(new Error(`client process exited with ${code}`));
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(command);
      });
    },
    stop() {
      child.disconnect();
    },
  };
}
