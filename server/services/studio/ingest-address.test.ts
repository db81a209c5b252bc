import { describe, expect, it } from 'vitest';
import { parseHost, rtmpServerUrl } from './ingest-address';

describe('the RTMP ingest address', () => {
  it('uses the host name the page was asked on, without its web port, and port 1935', () => {
    expect(rtmpServerUrl('Site.Example:3000', {})).toBe('rtmp://site.example:1935/live');
    expect(rtmpServerUrl('[::1]:3000', {})).toBe('rtmp://[::1]:1935/live');
    expect(rtmpServerUrl('127.0.0.1', {})).toBe('rtmp://127.0.0.1:1935/live');
  });

  it('takes RTMP_PORT, and RTMP_PUBLIC_HOST over any header', () => {
    expect(rtmpServerUrl('site.example', { RTMP_PORT: '1940' })).toBe('rtmp://site.example:1940/live');
    expect(rtmpServerUrl('site.example', { RTMP_PUBLIC_HOST: 'ingest.example' })).toBe('rtmp://ingest.example:1935/live');
    expect(rtmpServerUrl('site.example', { RTMP_PUBLIC_HOST: 'ingest.example:443', RTMP_PORT: '1940' })).toBe('rtmp://ingest.example:443/live');
  });

  it('never echoes a header that is not a host name', () => {
    for (const bad of ['a.example/"><script>', 'a b.example', 'a.example:99999', 'a.example\r\nx: y', '-a.example', '', null]) {
      expect(rtmpServerUrl(bad, {}), String(bad)).toBe('rtmp://localhost:1935/live');
    }
    expect(rtmpServerUrl('site.example', { RTMP_PUBLIC_HOST: 'bad host', RTMP_PORT: 'x' })).toBe('rtmp://site.example:1935/live');
  });

  it('reads host and port apart', () => {
    expect(parseHost('a.example:8080')).toEqual({ hostname: 'a.example', port: 8080 });
    expect(parseHost('a.example')).toEqual({ hostname: 'a.example', port: null });
    expect(parseHost('a.example:0')).toBeNull();
  });
});
