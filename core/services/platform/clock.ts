import type { Clock } from '../../plugin-api';

export const realClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => {
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  },
};
