import { preloadAntd, preloadAntdSoon } from './AntdBoundary';

describe('preloadAntd', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('fetches the modules the page lists without running them, each once', () => {
    document.head.innerHTML =
      '<meta name="portal-antd-modules" content="/assets/a.js /assets/b.js"><link rel="modulepreload" href="/assets/b.js">';
    preloadAntd();
    preloadAntd();
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links.sort()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('does nothing on a page without the list (a development page, a test)', () => {
    preloadAntd();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('preloadAntdSoon', () => {
  const links = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '<meta name="portal-antd-modules" content="/assets/a.js">';
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('waits: nothing is fetched while the first screen loads', () => {
    preloadAntdSoon();
    jest.advanceTimersByTime(1900);
    expect(links()).toBe(0);
    jest.advanceTimersByTime(200);
    expect(links()).toBe(1);
  });

  it('fetches at the first click, once', () => {
    preloadAntdSoon();
    window.dispatchEvent(new Event('pointerdown'));
    expect(links()).toBe(1);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(5000);
    expect(links()).toBe(1);
  });

  describe('while the page is still loading its content', () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('waits for the busy region (a report embedding) to finish, then fetches', async () => {
      document.body.innerHTML = '<div class="report-embed__frame" aria-busy="true"></div>';
      preloadAntdSoon();
      jest.advanceTimersByTime(5000);
      expect(links()).toBe(0);
      document.querySelector('.report-embed__frame')!.setAttribute('aria-busy', 'false');
      await Promise.resolve();
      jest.advanceTimersByTime(0);
      expect(links()).toBe(1);
    });

    it('waits at most 15 seconds for a region that stays busy', () => {
      document.body.innerHTML = '<div aria-busy="true"></div>';
      preloadAntdSoon();
      jest.advanceTimersByTime(2000 + 14_900);
      expect(links()).toBe(0);
      jest.advanceTimersByTime(200);
      expect(links()).toBe(1);
    });
  });
});
