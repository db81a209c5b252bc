import { envConfig, openDb } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { setPasswordAsOperator } from '@/server/services/account-password';

const USAGE = 'usage: npm run user:password -- <username>   (the new password is read from NEW_PASSWORD, else from standard input)';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const username = process.argv[2];
if (!username || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(2);
}
if (process.env.NEW_PASSWORD === undefined && process.stdin.isTTY) console.error(`new password for ${username}, then Enter and Ctrl-D:`);
const password = process.env.NEW_PASSWORD ?? (await readStdin());

const db = await openDb(envConfig());
try {
  await setPasswordAsOperator(db, username, password, Date.now());
  console.log(`password set for ${username}; every session of the account has ended`);
} catch (err) {
  if (!(err instanceof ApiError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
