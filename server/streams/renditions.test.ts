import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUALITY_PROFILES } from '@/lib/domain/quality-profiles';
import { renditionName } from '@/lib/domain/stream-links';
import { loadDemoRecording, parseIndex } from './renditions';

describe('demo recording', () => {
  it('has a rendition for every quality profile, at 30 fps, with 2 s segments', async () => {
    const { renditions } = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
    const names = renditions.map((r) => r.name);
    for (const profile of Object.values(QUALITY_PROFILES)) expect(names).toContain(renditionName(profile.key));
    for (const r of renditions) {
      expect(r.frameRate).toBe(30);
      expect(new Set(r.segments.map((s) => s.durationMs))).toEqual(new Set([2000]));
    }
  });

  it('reads segments and durations out of a VOD index', () => {
    const index = parseIndex('#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.000000,\nseg-00.m4s\n#EXTINF:1.5,\nseg-01.m4s\n#EXT-X-ENDLIST\n');
    expect(index).toEqual({ initFile: 'init.mp4', segments: [{ file: 'seg-00.m4s', durationMs: 2000 }, { file: 'seg-01.m4s', durationMs: 1500 }] });
  });

  it('refuses an index naming files outside its folder', () => {
    expect(() => parseIndex('#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\n../../secret\n')).toThrow();
  });
});
