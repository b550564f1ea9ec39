import { autorun } from 'mobx';
import { createContributionRegistries, sectionsAt } from './registries';

const view = (actionType: string) => ({ actionType, load: async () => ({ default: () => null }) });

describe('registries', () => {
  it('are keyed and refuse a duplicate with a message naming both plugins', () => {
    const registry = createContributionRegistries().actionViews;
    registry.add(view('claims'), 'claims');
    expect(() => registry.add(view('claims'), 'claims-pro')).toThrow(
      'Plugin "claims-pro" cannot register action view "claims": plugin "claims" already registered it.',
    );
    expect(registry.get('claims')).toBeDefined();
    expect(registry.ownerOf('claims')).toBe('claims');
  });

  it('are MobX-observable', () => {
    const registry = createContributionRegistries().actionViews;
    const seen: number[] = [];
    const stop = autorun(() => seen.push(registry.entries.length));
    registry.add(view('a'), 'p');
    registry.add(view('b'), 'p');
    stop();
    expect(seen).toEqual([0, 1, 2]);
  });

  it('drop all entries of one plugin, and refuse entries once frozen', () => {
    const registry = createContributionRegistries().actionViews;
    registry.add(view('a'), 'one');
    registry.add(view('b'), 'two');
    registry.removeOwner('one');
    expect(registry.entries.map((e) => e.actionType)).toEqual(['b']);
    expect(registry.has('a')).toBe(false);
    registry.freeze();
    expect(() => registry.add(view('c'), 'late')).toThrow(/frozen/);
  });

  it('menu sections come ordered per placement', () => {
    const registry = createContributionRegistries().menuSections;
    const load = async () => ({ default: () => null });
    registry.add({ id: 'b', placement: 'top-bar', order: 20, load }, 'p');
    registry.add({ id: 'a', placement: 'top-bar', order: 10, load }, 'p');
    registry.add({ id: 'side', placement: 'side-menu', load }, 'p');
    expect(sectionsAt(registry.entries, 'top-bar').map((s) => s.id)).toEqual(['a', 'b']);
    expect(sectionsAt(registry.entries, 'side-menu').map((s) => s.id)).toEqual(['side']);
  });
});
