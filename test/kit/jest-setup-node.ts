// The server project's setup: none of the browser project's Testing Library (loading it cost every server test
// file React and react-dom). The emulator frame's tests run in jsdom, which lacks TextEncoder.
import 'reflect-metadata';
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
