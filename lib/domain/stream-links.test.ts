import { describe, expect, it } from 'vitest';
import { qualityStreamLink, renditionName } from './stream-links';

describe('stream links', () => {
  it('plays each quality on the rendition of its height, 4K on 1080p', () => {
    expect(renditionName('SD')).toBe('540p');
    expect(renditionName('HQ')).toBe('720p');
    expect(renditionName('HD')).toBe('1080p');
    expect(renditionName('4K')).toBe('1080p');
  });

  it('rebuilds a room link for a quality', () => {
    expect(qualityStreamLink('/streams/42/master.m3u8', 'SD')).toBe('/streams/42/540p.m3u8');
    expect(qualityStreamLink('/streams/42/master.m3u8', '4K')).toBe('/streams/42/1080p.m3u8');
  });

  it('keeps an external base and query string', () => {
    expect(qualityStreamLink('https://media.example/live/streams/42/master.m3u8?token=a', 'HQ')).toBe('https://media.example/live/streams/42/720p.m3u8?token=a');
  });

  it('leaves links of another shape alone', () => {
    expect(qualityStreamLink('https://cdn.example/live/abc.m3u8', 'SD')).toBe('https://cdn.example/live/abc.m3u8');
  });
});
