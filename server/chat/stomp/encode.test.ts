import { describe, expect, it } from 'vitest';
import { encodeFrame, MessageFrameTemplate } from './encode';

describe('encodeFrame', () => {
  it('writes command, headers, content-length, blank line, body and NUL', () => {
    expect(encodeFrame('RECEIPT', [['receipt-id', '7']]).toString()).toBe('RECEIPT\nreceipt-id:7\n\n\0');
    expect(encodeFrame('ERROR', [['message', 'invalid']], 'é').toString()).toBe('ERROR\nmessage:invalid\ncontent-length:2\n\né\0');
  });

  it('escapes headers except on CONNECTED', () => {
    expect(encodeFrame('RECEIPT', [['receipt-id', 'a:b\\c\r\n']]).toString()).toBe('RECEIPT\nreceipt-id:a\\cb\\\\c\\r\\n\n\n\0');
    expect(encodeFrame('CONNECTED', [['server', 'a:b']]).toString()).toBe('CONNECTED\nserver:a:b\n\n\0');
  });
});

describe('MessageFrameTemplate', () => {
  it('produces the same bytes as encodeFrame, one buffer per subscription id', () => {
    const headers = [['destination', '/topic/chatroom.30'], ['message-id', '9']] as const;
    const template = new MessageFrameTemplate(headers, '{"type":"deleted","groupMessageId":1}');
    const expected = encodeFrame('MESSAGE', [...headers, ['subscription', 'sub:0']], '{"type":"deleted","groupMessageId":1}');
    const expectedWithoutLength = expected.toString().replace(/content-length:\d+\n/, '');
    const actual = template.forSubscription('sub:0').toString();
    expect(actual.replace(/content-length:\d+\n/, '')).toBe(expectedWithoutLength);
    expect(actual).toContain('subscription:sub\\c0\n');
    expect(template.forSubscription('sub:0')).toBe(template.forSubscription('sub:0'));
  });
});
