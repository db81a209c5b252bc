/** Process configuration, read once from the environment. */
export interface ServerConfig {
  dev: boolean;
  port: number;
  hostname: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  feedEnabled: boolean;
  /** How long the home and football pages may be answered from the shared page cache; 0 turns it off. */
  pageCacheMs: number;
}

export function readConfig(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    dev: argv.includes('--dev'),
    port,
    hostname: env.HOSTNAME || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    feedEnabled: env.FEED !== 'off',
    pageCacheMs: argv.includes('--dev') ? 0 : pageCacheMs(env.PAGE_CACHE_MS),
  };
}

function pageCacheMs(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`PAGE_CACHE_MS must be a whole number of milliseconds, got "${raw}"`);
  return ms;
}
