import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';

export const DB_PATH = process.env.E2E_DB_PATH ?? path.join(process.cwd(), 'data', 'e2e.db');
export const COMMENTATOR_PASSWORD = 'Studio-phat-song-2026!';
/** The server's RTMP port in the browser tests (playwright.config.ts). */
export const RTMP_PORT = Number(process.env.FRESH_PORT ?? 3100) + 2000;
const HOUR = 3_600_000;

/**
 * Seeded commentators who host a room for a match at least an hour away (the feed cannot end it under
 * a test), soonest first, one room each; `skip` passes over those another test has taken.
 */
export function commentatorsWithARoom(skip = 0): { username: string; roomId: number }[] {
  const db = new Database(DB_PATH, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT u.username, MIN(r.id) AS roomId FROM users u JOIN live_rooms r ON r.commentator_id = u.id JOIN fixtures f ON f.id = r.fixture_id
         WHERE u.username LIKE 'blv.%' AND f.schedule_status = ? AND f.start_time > ? GROUP BY u.username ORDER BY MIN(f.start_time), u.username`,
      )
      .all(SCHEDULE_STATUS.comingUp, Date.now() + HOUR) as { username: string; roomId: number }[];
    if (rows.length <= skip) throw new Error('not enough seeded commentators host an upcoming match');
    return rows.slice(skip);
  } finally {
    db.close();
  }
}

/** Seeded commentators have no usable password: the operator gives one with `npm run user:password`. */
export function giveAPassword(username: string): void {
  execFileSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/set-password.ts', username], {
    env: { ...process.env, SQLITE_PATH: DB_PATH, DATABASE_URL: '', NEW_PASSWORD: COMMENTATOR_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** Signs the commentator in on a context (its pages carry the session) and returns the bearer header its API calls need. */
export async function logInCommentator(request: APIRequestContext, username: string): Promise<{ authorization: string }> {
  const res = await request.post('/live/api/user/login', { data: { username, password: COMMENTATOR_PASSWORD } });
  if (res.status() !== 200) throw new Error(`login of ${username} answered ${res.status()}`);
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

/**
 * Puts a room back as the simulator's demo room with the viewer count it had, once a test's broadcast
 * there has ended: the other specs share this server and pick matches by their rooms' viewers.
 */
export function restoreDemoRoom(roomId: number, viewerCount: number): void {
  const db = new Database(DB_PATH);
  try {
    db.prepare('UPDATE live_rooms SET demo = 1, viewer_count = ? WHERE id = ?').run(viewerCount, roomId);
  } finally {
    db.close();
  }
}

export function roomViewerCount(roomId: number): number {
  const db = new Database(DB_PATH, { readonly: true });
  try {
    return (db.prepare('SELECT viewer_count AS n FROM live_rooms WHERE id = ?').get(roomId) as { n: number } | undefined)?.n ?? 0;
  } finally {
    db.close();
  }
}
