import { allowedEvents, isEventAllowed } from './allowed-events';

const ALL = ['loaded', 'saved', 'rendered', 'saveAsTriggered', 'error', 'dataSelected', 'buttonClicked'];

describe('events allowed per embed type', () => {
  it('gives every type the common events', () => {
    for (const type of ['report', 'dashboard', 'tile', 'visual', 'qna']) {
      for (const name of ALL) expect(isEventAllowed(type, name)).toBe(true);
    }
  });

  it('adds the report events to reports only', () => {
    for (const name of [
      'filtersApplied',
      'pageChanged',
      'commandTriggered',
      'swipeStart',
      'swipeEnd',
      'bookmarkApplied',
      'dataHyperlinkClicked',
      'visualRendered',
      'visualClicked',
      'selectionChanged',
    ]) {
      expect(isEventAllowed('report', name)).toBe(true);
      expect(isEventAllowed('dashboard', name)).toBe(false);
    }
  });

  it('adds tileClicked to dashboards, tileClicked and tileLoaded to tiles, visualRendered to Q&A', () => {
    expect(allowedEvents('dashboard')).toEqual([...ALL, 'tileClicked']);
    expect(allowedEvents('tile')).toEqual([...ALL, 'tileClicked', 'tileLoaded']);
    expect(allowedEvents('qna')).toEqual([...ALL, 'visualRendered']);
    expect(isEventAllowed('report', 'tileClicked')).toBe(false);
  });
});
