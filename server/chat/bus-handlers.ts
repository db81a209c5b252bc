import { logger } from '../logger';

/** The listeners of one kind of bus message; one that throws is logged and does not stop the others. */
export class BusHandlers<Args extends unknown[]> {
  private readonly handlers = new Set<(...args: Args) => void>();

  constructor(private readonly kind: string) {}

  add(handler: (...args: Args) => void): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  call(...args: Args): void {
    for (const handler of this.handlers) {
      try {
        handler(...args);
      } catch (err) {
        logger.error({ err, kind: this.kind }, 'chat bus handler failed');
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
