import { describe, expect, it } from 'vitest';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { breadcrumbLd, jsonLdText, liveVideoLd, personLd, sportsEventLd } from './structured-data';

const team = (name: string) => ({ name, url: `https://s.example/doi-bong/${name.toLowerCase()}/1`, logo: 'https://s.example/media/crest/1.svg' });
const event = (scheduleStatus: number, status = '14:00') =>
  sportsEventLd({
    match: { home: 'Arsenal', away: 'Chelsea', startTimestamp: Date.UTC(2026, 10, 25, 19, 30), scheduleStatus, status },
    url: 'https://s.example/tran-dau/arsenal-vs-chelsea/9?leagueId=2',
    sport: 'Football',
    home: team('Arsenal'),
    away: team('Chelsea'),
    league: { name: 'Premier League', url: 'https://s.example/giai-dau/premier-league/2' },
    venue: { name: 'Emirates Stadium', city: 'London' },
  });

describe('sportsEventLd', () => {
  it('names both teams, the competition, the ground and the kick-off in UTC', () => {
    expect(event(SCHEDULE_STATUS.comingUp)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal – Chelsea',
      startDate: '2026-11-25T19:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
      location: { '@type': 'Place', name: 'Emirates Stadium', address: 'London' },
    });
  });

  it('says when a match is called off or postponed', () => {
    expect(event(SCHEDULE_STATUS.cancel).eventStatus).toBe('https://schema.org/EventCancelled');
    expect(event(SCHEDULE_STATUS.comingUp, 'postponed').eventStatus).toBe('https://schema.org/EventPostponed');
  });
});

describe('liveVideoLd', () => {
  it('publishes the video as a live broadcast of the match, without repeating the context inside', () => {
    const ld = liveVideoLd({ name: 'Arsenal – Chelsea with BLV Tuấn', description: 'd', url: 'https://s.example/truc-tiep/x-1', thumbnailUrl: 'https://s.example/card.png', startTimestamp: 0, event: event(1), host: { name: 'BLV Tuấn' } });
    expect(ld).toMatchObject({ '@type': 'VideoObject', uploadDate: '1970-01-01T00:00:00.000Z', publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, broadcastOfEvent: { '@type': 'SportsEvent' } } });
    expect(JSON.stringify(ld.publication)).not.toContain('@context');
  });
});

describe('personLd and breadcrumbLd', () => {
  it('ties a player to their club', () => {
    expect(personLd({ name: 'Bukayo Saka', url: 'u', team: team('Arsenal'), nationality: 'England' })).toMatchObject({ '@type': 'Person', memberOf: { name: 'Arsenal' }, nationality: { name: 'England' } });
  });

  it('numbers the trail from 1', () => {
    expect(breadcrumbLd([{ name: 'Home', url: 'a' }, { name: 'Team', url: 'b' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'a' },
      { '@type': 'ListItem', position: 2, name: 'Team', item: 'b' },
    ]);
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element, whatever a name holds', () => {
    const text = jsonLdText(breadcrumbLd([{ name: '</script><script>alert(1)</script>', url: 'x' }]));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
