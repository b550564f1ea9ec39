// The jest run's order on a clean clone (test/kit/jest-sequencer.cjs): the known long files first, whatever
// their size, so that none of them starts last and runs alone at the end.
import path from 'node:path';

interface FakeTest {
  path: string;
  duration?: number;
  context: { config: { cache: boolean }; hasteFS: { getSize: (file: string) => number } };
}
interface Sequencer {
  sort(tests: FakeTest[]): FakeTest[];
  _cache: Map<unknown, Record<string, [number, number]>>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the sequencer as CommonJS too
const LongRunningFirst = require('../kit/jest-sequencer.cjs') as new (options: object) => Sequencer;

const root = path.resolve(__dirname, '../..');
const sizes: Record<string, number> = {
  'plugins/admin/views/UsersView.test.tsx': 30_000,
  'server/db/postgres/real-server-tests-core.test.ts': 900,
  'core/services/http-client.test.ts': 12_000,
  'plugins/admin/server/authorization-matrix.test.ts': 8_000,
};
const context = { config: { cache: false }, hasteFS: { getSize: (file: string) => sizes[path.relative(root, file)] } };
const tests = () => Object.keys(sizes).map((file) => ({ path: path.join(root, file), context }));
const order = (sorted: FakeTest[]) => sorted.map((test) => path.relative(root, test.path));

it('without durations of an earlier run, starts the known long files first, then the larger files', () => {
  expect(order(new LongRunningFirst({}).sort(tests()))).toEqual([
    'server/db/postgres/real-server-tests-core.test.ts',
    'plugins/admin/server/authorization-matrix.test.ts',
    'plugins/admin/views/UsersView.test.tsx',
    'core/services/http-client.test.ts',
  ]);
});

it("with durations of an earlier run on this machine, keeps jest's order: the longest first", () => {
  const sequencer = new LongRunningFirst({});
  const measured = ([file, seconds]: [string, number]) => [
    path.join(root, file),
    [1, seconds * 1000] as [number, number],
  ];
  sequencer._cache.set(
    context,
    Object.fromEntries(
      (
        [
          ['plugins/admin/views/UsersView.test.tsx', 3],
          ['server/db/postgres/real-server-tests-core.test.ts', 60],
          ['core/services/http-client.test.ts', 90],
          ['plugins/admin/server/authorization-matrix.test.ts', 20],
        ] as [string, number][]
      ).map(measured),
    ),
  );
  expect(order(sequencer.sort(tests()))).toEqual([
    'core/services/http-client.test.ts',
    'server/db/postgres/real-server-tests-core.test.ts',
    'plugins/admin/server/authorization-matrix.test.ts',
    'plugins/admin/views/UsersView.test.tsx',
  ]);
});
