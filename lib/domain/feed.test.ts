import { describe, expect, it } from 'vitest';
import { feedTopic, hashtagsOf, mentionsOf, parseFeedTopic, POST_LIMITS, postPath, profilePath } from './feed';

describe('hashtagsOf', () => {
  it('finds tags in any script, lower-cased, each once, in first-use order', () => {
    expect(hashtagsOf('Tối nay #NgoaiHangAnh có #derby! #Derby #曼聯 và #VLeague2026')).toEqual(['ngoaihanganh', 'derby', '曼聯', 'vleague2026']);
  });

  it('takes tags with Vietnamese letters whole', () => {
    expect(hashtagsOf('#BóngĐáViệtNam vô địch')).toEqual(['bóngđáviệtnam']);
  });

  it('ignores a # inside a word, an address fragment or alone', () => {
    expect(hashtagsOf('C# là ngôn ngữ, xem https://x.vn/a#b và # trống')).toEqual([]);
  });

  it('keeps at most the limit', () => {
    const text = Array.from({ length: 15 }, (_, i) => `#tag${i}`).join(' ');
    expect(hashtagsOf(text)).toHaveLength(POST_LIMITS.hashtagsMax);
  });
});

describe('mentionsOf', () => {
  it('finds @usernames after a start or a space, lower-cased, each once', () => {
    expect(mentionsOf('@Quang.Hai chuyền cho @tuan_anh rồi @quang.hai sút')).toEqual(['quang.hai', 'tuan_anh']);
  });

  it('does not read an email address as a mention, and drops a sentence-ending dot', () => {
    expect(mentionsOf('gửi ban@doi.vn nhé, cảm ơn @minh.')).toEqual(['minh']);
  });
});

describe('feed topic', () => {
  it('round-trips a member id', () => {
    expect(parseFeedTopic(feedTopic(42))).toBe(42);
  });

  it('refuses other topics, zero, leading zeros, junk and ids past the 32-bit range', () => {
    for (const bad of ['/topic/chatroom.42', '/topic/feed.', '/topic/feed.0', '/topic/feed.042', '/topic/feed.4x', '/topic/feed.2147483648']) {
      expect(parseFeedTopic(bad)).toBeNull();
    }
  });
});

describe('paths', () => {
  it('builds a post page and a profile page under the feed', () => {
    expect(postPath(7)).toBe('/bang-ton/bai-viet/7');
    expect(profilePath(12)).toBe('/bang-ton/trang-ca-nhan/12');
  });
});
