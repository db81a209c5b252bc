import { RTMP_APP } from '@/lib/domain/broadcast';

export const DEFAULT_RTMP_PORT = 1935;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/i;
const PORT = /^\d{1,5}$/;

type Env = Readonly<Record<string, string | undefined>>;

/** A port from 1 to 65535, or null. */
function portOf(raw: string | undefined): number | null {
  if (!raw || !PORT.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 65_535 ? n : null;
}

/**
 * Host and optional port of `host[:port]` (a Host header, or RTMP_PUBLIC_HOST), or null for anything
 * that is not a plain host name or address: the value is echoed to the page and into an encoder.
 */
export function parseHost(raw: string | null | undefined): { hostname: string; port: number | null } | null {
  const value = raw?.trim().toLowerCase();
  if (!value || value.length > 260) return null;
  const ipv6 = /^(\[[^\]]*\])(?::(\d+))?$/.exec(value);
  const [, hostname = '', port] = ipv6 ?? /^([^:]*)(?::(\d+))?$/.exec(value) ?? [];
  if (!(IPV6.test(hostname) || HOST_NAME.test(hostname))) return null;
  if (port !== undefined && portOf(port) === null) return null;
  return { hostname, port: port === undefined ? null : portOf(port) };
}

/**
 * What goes in OBS's "Server" field: `rtmp://{host}:{port}/live`. The host is RTMP_PUBLIC_HOST when
 * set (a proxy in front of the site passes HTTP, not RTMP), else the host name the page was asked on;
 * the port is the one RTMP_PUBLIC_HOST names, else RTMP_PORT, else 1935.
 */
export function rtmpServerUrl(hostHeader: string | null | undefined, env: Env = process.env): string {
  const configured = parseHost(env.RTMP_PUBLIC_HOST);
  const host = configured ?? parseHost(hostHeader);
  const port = configured?.port ?? portOf(env.RTMP_PORT) ?? DEFAULT_RTMP_PORT;
  return `rtmp://${host?.hostname ?? 'localhost'}:${port}/${RTMP_APP}`;
}
