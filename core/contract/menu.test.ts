import { firstMenuItem, homepageItemOf, MenuItemFields, parseMenuItems, type MenuItem } from './menu';

/** Every combination of these field values, canonical or not, must read as the lenient schema reads it. */
const variants: Record<string, unknown[]> = {
  id: [7, -3, '12', ' 8 ', 1.5, null, undefined, 'x'],
  name: ['Reports', '', 5, null, undefined],
  actionId: [11, null, undefined, '42', 2 ** 60, 'n/a'],
  actionType: ['report', 'menu', '', 3, undefined],
  linkUrl: ['https://example.com', null, undefined, 4],
  linkTarget: ['new-window', 'New-Window', ' this-window ', 'elsewhere', null, undefined, 1],
  isHomepage: [true, false, 'TRUE', 'no', undefined, null, 1],
  icon: ['star', null, undefined, {}],
};

function* entries(): Generator<Record<string, unknown>> {
  const keys = Object.keys(variants);
  // Each field through all its values with the others canonical, then a stride through mixed combinations.
  const canonical = Object.fromEntries(keys.map((key) => [key, variants[key][0]]));
  for (const key of keys) for (const value of variants[key]) yield { ...canonical, [key]: value };
  let seed = 1;
  for (let n = 0; n < 500; n += 1) {
    yield Object.fromEntries(
      keys.map((key) => {
        seed = (seed * 48271) % 2147483647;
        return [key, variants[key][seed % variants[key].length]];
      }),
    );
  }
}

describe('parseMenuItems', () => {
  it('reads every item exactly as the lenient schema does, whether or not it is in canonical form', () => {
    for (const entry of entries()) {
      const expected = MenuItemFields.parse(entry);
      const parsed = parseMenuItems([entry]);
      if (expected.id < 0 && expected.actionId === null) {
        expect(parsed).toEqual([]);
      } else {
        expect(parsed).toEqual([{ ...expected, subMenuItems: [] }]);
      }
    }
  });

  it('drops unknown fields and keeps the nesting', () => {
    const parsed = parseMenuItems([
      {
        id: 1,
        name: 'Group',
        actionType: 'menu',
        extra: 'x',
        subMenuItems: [{ id: 2, name: 'Leaf', actionType: 'report', actionId: 9 }],
      },
    ]);
    expect(parsed).toEqual([
      {
        id: 1,
        name: 'Group',
        actionId: null,
        actionType: 'menu',
        linkUrl: null,
        linkTarget: null,
        isHomepage: false,
        icon: null,
        subMenuItems: [
          {
            id: 2,
            name: 'Leaf',
            actionId: 9,
            actionType: 'report',
            linkUrl: null,
            linkTarget: null,
            isHomepage: false,
            icon: null,
            subMenuItems: [],
          },
        ],
      },
    ]);
  });
});

describe('firstMenuItem and homepageItemOf', () => {
  const item = (id: number, actionType: string, subMenuItems: MenuItem[] = [], isHomepage = false): MenuItem => ({
    id,
    name: `Item ${id}`,
    actionId: id,
    actionType,
    linkUrl: null,
    linkTarget: null,
    isHomepage,
    icon: null,
    subMenuItems,
  });
  const menu = [
    item(1, 'menu', [item(2, 'html'), item(3, 'report', [item(4, 'report')])], true),
    item(5, 'report', [], true),
  ];

  it('searches depth first: an item, then its own items, then its next sibling', () => {
    const visited: number[] = [];
    expect(
      firstMenuItem(menu, (candidate) => (visited.push(candidate.id), candidate.actionType === 'report'))?.id,
    ).toBe(3);
    expect(visited).toEqual([1, 2, 3]);
    expect(firstMenuItem(menu, (candidate) => candidate.id === 4)?.id).toBe(4);
    expect(firstMenuItem(menu, () => false)).toBeNull();
  });

  it('the homepage item is the first flagged one that is not a header', () => {
    expect(homepageItemOf(menu)?.id).toBe(5);
  });
});
