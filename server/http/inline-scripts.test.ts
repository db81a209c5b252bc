import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, storedPageHashes } from './inline-scripts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const PAGE = [
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script nonce="first-visitor">document.documentElement.className="dark"</script></head>',
  '<body><script type="application/ld+json">{"@type":"Thing"}</script>',
  '<SCRIPT>self.__next_f.push([1,"x"])</SCRIPT>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('inline script hashes', () => {
  it('hashes each inline script once and skips external scripts and data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('document.documentElement.className="dark"'), sha('self.__next_f.push([1,"x"])')]);
  });

  it('reads a stored page that was sent plain', () => {
    expect(storedPageHashes(Buffer.from(PAGE), undefined)).toEqual(inlineScriptHashes(PAGE));
  });

  it('reads a stored page that was sent gzip-encoded', () => {
    expect(storedPageHashes(zlib.gzipSync(PAGE), 'gzip')).toEqual(inlineScriptHashes(PAGE));
  });

  it('gives up on an encoding it cannot read, or a body that is not what it claims', () => {
    expect(storedPageHashes(Buffer.from(PAGE), 'zstd')).toBeNull();
    expect(storedPageHashes(Buffer.from(PAGE), 'gzip')).toBeNull();
  });
});
