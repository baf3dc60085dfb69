import { describe, expect, it } from 'vitest';
import { buildEventIcs, icsFileName } from '../build-event-ics';

const event = {
  id: '00000000-0000-4000-f000-000000000001',
  title: 'Fiesta de bienvenida',
  description: 'Música y juegos.',
  eventDate: '2026-11-26T20:00:00.000Z',
  durationHours: 5,
  locationName: 'Sala Nocturna',
  city: 'Valencia',
  url: 'https://univida.example/eventos/00000000-0000-4000-f000-000000000001',
};

describe('buildEventIcs', () => {
  it('writes one VEVENT with the UTC start, duration, place, link and a stable uid', () => {
    const ics = buildEventIcs(event);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain('DTSTART:20261126T200000Z');
    expect(unfolded).toContain('DURATION:PT5H');
    expect(unfolded).toContain('SUMMARY:Fiesta de bienvenida');
    expect(unfolded).toContain('LOCATION:Sala Nocturna\\, Valencia');
    expect(unfolded).toContain(`UID:${event.id}@univida`);
    expect(unfolded).toContain(`URL:${event.url}`);
  });
});

describe('icsFileName', () => {
  it('is the title without accents or symbols', () => {
    expect(icsFileName('¡Paellada en el Turia!')).toBe('paellada-en-el-turia.ics');
    expect(icsFileName('***')).toBe('evento.ics');
  });
});
