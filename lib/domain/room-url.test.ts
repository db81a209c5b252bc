import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from './live-modes';
import { firstRoomPath, liveRoomPath, roomIdFromSlug } from './room-url';

const teams = { home: 'Manchester United', away: 'Arsenal', roomId: 42 };

describe('liveRoomPath', () => {
  it('puts football rooms under /truc-tiep/the-thao/bong-da', () => {
    expect(liveRoomPath({ ...teams, liveModeId: LIVE_MODE.football })).toBe(
      '/truc-tiep/the-thao/bong-da/manchester-united-arsenal-42',
    );
  });

  it('puts basketball rooms under /truc-tiep/the-thao/bong-ro', () => {
    expect(liveRoomPath({ home: 'Lakers', away: 'Celtics', roomId: 7, liveModeId: LIVE_MODE.basketball })).toBe(
      '/truc-tiep/the-thao/bong-ro/lakers-celtics-7',
    );
  });

  it('puts esport rooms directly under /truc-tiep/esport', () => {
    expect(liveRoomPath({ home: 'T1', away: 'Gen G', roomId: 9, liveModeId: LIVE_MODE.esport })).toBe(
      '/truc-tiep/esport/t1-gen-g-9',
    );
  });

  it('puts marble races under /truc-tiep/tro-choi/dua-bi', () => {
    expect(liveRoomPath({ home: 'Red', away: 'Blue', roomId: 3, liveModeId: LIVE_MODE.marble })).toBe(
      '/truc-tiep/tro-choi/dua-bi/red-blue-3',
    );
  });

  it('puts casino rooms under /truc-tiep/casino', () => {
    expect(liveRoomPath({ home: 'Baccarat', away: 'Table', roomId: 5, liveModeId: LIVE_MODE.casino })).toBe(
      '/truc-tiep/casino/baccarat-table-5',
    );
  });

  it('slugs Vietnamese team names without diacritics', () => {
    expect(liveRoomPath({ home: 'Hà Nội FC', away: 'Hải Phòng', roomId: 12, liveModeId: LIVE_MODE.football })).toBe(
      '/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-12',
    );
  });

  it('has no room path for modes that are not on the live schedule', () => {
    expect(liveRoomPath({ ...teams, liveModeId: LIVE_MODE.movies })).toBeNull();
  });

  it('has no room path for an unknown live mode', () => {
    expect(liveRoomPath({ ...teams, liveModeId: 999 })).toBeNull();
  });
});

describe('roomIdFromSlug', () => {
  it('reads the room id at the end of the slug', () => {
    expect(roomIdFromSlug('manchester-united-arsenal-42')).toBe(42);
  });

  it('reads a slug made only of the room id', () => {
    expect(roomIdFromSlug('42')).toBe(42);
  });

  it('gives null when the slug does not end in a number', () => {
    expect(roomIdFromSlug('manchester-united-arsenal')).toBeNull();
  });
});

describe('firstRoomPath', () => {
  const match = {
    liveModeId: LIVE_MODE.football,
    home: 'Lyon',
    away: 'Nice',
    roomId: 11,
    localteam: { id: 1 },
    visitorteam: { id: 2 },
    users: [{ roomId: 11 }, { roomId: 12 }],
  };

  it('links to the first room of the match', () => {
    expect(firstRoomPath(match)).toBe('/truc-tiep/the-thao/bong-da/lyon-nice-11');
  });

  it('falls back to the first host room when the match names none', () => {
    expect(firstRoomPath({ ...match, roomId: null })).toBe('/truc-tiep/the-thao/bong-da/lyon-nice-11');
  });

  it('gives null when nobody streams the match', () => {
    expect(firstRoomPath({ ...match, roomId: null, users: [] })).toBeNull();
  });
});
