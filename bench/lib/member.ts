const DEMO_MEMBER = { username: 'demo', password: 'demo12345' };

/** The demo member's session cookie, to load pages as a signed-in member. */
export async function memberCookie(origin: string): Promise<string> {
  const res = await fetch(`${origin}/live/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_MEMBER) });
  const { data } = (await res.json()) as { data: { token: string } };
  return `token=${data.token}`;
}
