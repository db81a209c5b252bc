import { describe, expect, it } from 'vitest';
import { browserTimezone } from './timezone';

const JAN_2026 = Date.UTC(2026, 0, 15, 12);

describe('browserTimezone', () => {
  it("uses the browser's zone and its offset in minutes east of UTC", () => {
    expect(browserTimezone('Asia/Tokyo', JAN_2026)).toEqual({ zone: 'Asia/Tokyo', offsetMinutes: 540 });
  });

  it('falls back to Asia/Ho_Chi_Minh when the browser reports no zone', () => {
    expect(browserTimezone(undefined, JAN_2026)).toEqual({ zone: 'Asia/Ho_Chi_Minh', offsetMinutes: 420 });
  });

  it('falls back to Asia/Ho_Chi_Minh for a zone it does not know', () => {
    expect(browserTimezone('Mars/Olympus_Mons', JAN_2026).zone).toBe('Asia/Ho_Chi_Minh');
  });
});
