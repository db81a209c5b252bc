export const root: string;
export function log(message: string): void;
export function run(command: string, args: string[], options?: { env?: Record<string, string> }): void;
export function runBin(name: string, args: string[], options?: { env?: Record<string, string> }): void;
export function ensureInstalled(): void;
export function prepareDatabase(env?: Record<string, string>): void;
export function sourceDigest(): string;
export function ensureBuild(): void;
