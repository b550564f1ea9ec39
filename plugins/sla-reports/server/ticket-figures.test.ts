import type { SlaSourceTicket } from '../../../server/plugin-api';
import { monthOf, ticketFigures } from './ticket-figures';

const ticket = (
  number: string,
  priority: SlaSourceTicket['priority'],
  openedAt: string,
  times: Partial<SlaSourceTicket> = {},
) => ({
  number,
  externalNumber: null,
  title: number,
  priority,
  openedAt,
  firstResponseAt: null,
  closedAt: null,
  ...times,
});
const targets = new Map([['P3', { responseHours: 4, resolutionHours: 24 }]]);

describe('ticketFigures', () => {
  it('puts a ticket in its Amsterdam month, in summer time (UTC+2) and winter time (UTC+1)', () => {
    expect(monthOf('2026-06-30T21:59:00Z')).toBe('2026-06');
    expect(monthOf('2026-06-30T22:00:00Z')).toBe('2026-07');
    expect(monthOf('2026-12-31T22:59:00Z')).toBe('2026-12');
    expect(monthOf('2026-12-31T23:00:00Z')).toBe('2027-01');
  });

  it('counts a ticket without an answer as missed only once its time is up, and leaves out a priority without times', () => {
    const now = Date.parse('2026-07-10T12:00:00Z');
    const figures = ticketFigures(
      [
        ticket('on-time', 'P3', '2026-07-01T08:00:00Z', {
          firstResponseAt: '2026-07-01T12:00:00Z',
          closedAt: '2026-07-02T08:00:00Z',
        }),
        ticket('waiting', 'P3', '2026-07-10T10:00:00Z'),
        ticket('forgotten', 'P3', '2026-07-05T10:00:00Z', { firstResponseAt: '2026-07-05T10:30:00Z' }),
        ticket('no-times', 'P1', '2026-07-03T10:00:00Z'),
      ],
      targets,
      '2026-07',
      now,
    );
    expect(figures.achieved).toEqual({ response: 100, resolution: 50 });
    expect(figures.tickets.map((one) => [one.number, one.withinSla])).toEqual([
      ['on-time', true],
      ['waiting', true],
      ['forgotten', false],
      ['no-times', true],
    ]);
    expect(ticketFigures([ticket('no-times', 'P1', '2026-07-03T10:00:00Z')], targets, '2026-07', now).achieved).toEqual(
      {
        response: undefined,
        resolution: undefined,
      },
    );
  });
});
