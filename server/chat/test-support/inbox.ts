/** Things arriving asynchronously, taken one at a time in order; `next` fails after a timeout instead of hanging. */
export class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiters: ((item: T) => void)[] = [];

  push(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  get size(): number {
    return this.items.length;
  }

  next(timeoutMs = 3_000): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`nothing arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = (value: T) => {
        clearTimeout(timer);
        resolve(value);
      };
      this.waiters.push(waiter);
    });
  }
}
