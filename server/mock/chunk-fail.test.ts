import { describe, expect, it } from 'vitest';
import { scenarioAnswer } from '@/tests/mocks/qa/api';
import { SCENARIO_COOKIE, scenarioCookieValue } from '@/tests/mocks/qa/scenario';

const ask = (path: string, scenarios: string[]) =>
  scenarioAnswer(new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: `${SCENARIO_COOKIE}=${scenarioCookieValue(scenarios)}` } }));

describe('the chunk-fail scenario', () => {
  it('answers every JS chunk 404, never from a cache', async () => {
    const answer = await ask('/_next/static/chunks/0a1b2c3d.js', ['chunk-fail']);
    expect(answer?.status).toBe(404);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves pages, styles, the build manifest and streams to the server', async () => {
    for (const path of ['/', '/lich-truc-tiep', '/_next/static/css/app.css', '/builds/latest.json', '/streams/301/master.m3u8']) {
      expect(await ask(path, ['chunk-fail'])).toBeUndefined();
    }
  });

  it('fails no chunk for a browser that did not pick it', async () => {
    expect(await ask('/_next/static/chunks/0a1b2c3d.js', ['normal'])).toBeUndefined();
  });
});
