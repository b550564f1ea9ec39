import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetMemory, chooseEncoding, type MemoryAsset } from './asset-memory';

describe('the bundle files kept in memory', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'asset-memory-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  test('a script is read once, with its compressed copies, and then answered from memory', async () => {
    writeFileSync(path.join(folder, 'chunk-A1.js'), 'first');
    writeFileSync(path.join(folder, 'chunk-A1.js.br'), 'br');
    const memory = new AssetMemory(folder);
    const asset = await memory.get('chunk-A1.js');
    expect(asset).toEqual({
      type: 'text/javascript; charset=utf-8',
      raw: Buffer.from('first'),
      br: Buffer.from('br'),
      gz: null,
    });
    // Hashed names never change content; a changed file on disk shows that the answer came from memory.
    writeFileSync(path.join(folder, 'chunk-A1.js'), 'changed');
    expect((await memory.get('chunk-A1.js'))?.raw.toString()).toBe('first');
  });

  test('a name not there is not kept, and is found once the file appears', async () => {
    const memory = new AssetMemory(folder);
    expect(await memory.get('main-B2.css')).toBeNull();
    writeFileSync(path.join(folder, 'main-B2.css'), 'body{}');
    expect((await memory.get('main-B2.css'))?.type).toBe('text/css; charset=utf-8');
  });

  test.each(['main-B2.js.map', 'chunk-A1.js.br', 'notes.txt', '../meta.json', '.js'])(
    '%j is left to the static files plugin',
    async (name) => {
      writeFileSync(path.join(folder, 'main-B2.js.map'), '{}');
      expect(await new AssetMemory(folder).get(name)).toBeNull();
    },
  );
});

describe('which form of a file the reader gets', () => {
  const asset: MemoryAsset = {
    type: 'text/javascript',
    raw: Buffer.from('raw'),
    br: Buffer.from('br'),
    gz: Buffer.from('gz'),
  };

  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0.5', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %j: %j', (header, encoding) => {
    expect(chooseEncoding(asset, header).encoding).toBe(encoding);
  });

  test('without a copy in the accepted form, the file itself', () => {
    expect(chooseEncoding({ ...asset, br: null, gz: null }, 'br, gzip')).toEqual({ body: asset.raw, encoding: null });
  });
});
