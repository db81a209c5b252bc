/** Spec §8: stream player errors are logged only: no toast, nothing sent to the error service. */
export function logPlayerError(message: string, context: Record<string, unknown> = {}): void {
  console.warn(`[player] ${message}`, context);
}
