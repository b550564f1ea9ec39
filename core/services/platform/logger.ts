import type { Logger } from '../../plugin-api';

export const consoleLogger: Logger = {
  error: (message, ...details) => console.error(`[portal] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[portal] ${message}`, ...details),
  info: (message, ...details) => console.info(`[portal] ${message}`, ...details),
};
