/**
 * The column a unique-constraint violation is about, for SQLite (better-sqlite3) and PostgreSQL (pg),
 * or null when the error is something else.
 */
export function uniqueViolationColumn(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown };
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: users.username"
    const m = /constraint failed: [\w]+\.(\w+)/.exec(String(e.message));
    return m?.[1] ?? 'unknown';
  }
  if (e.code === '23505') {
    // detail: "Key (username)=(bob) already exists."; constraint: "users_username_key"
    const fromDetail = /^Key \((\w+)\)/.exec(String(e.detail ?? ''));
    if (fromDetail?.[1]) return fromDetail[1];
    const fromName = /^[a-z]+_(\w+)_key$/.exec(String(e.constraint ?? ''));
    return fromName?.[1] ?? 'unknown';
  }
  return null;
}
