import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { ContractList, ContractPaths, contractStatus, type Contract, type ContractStatus } from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** A contract with the status to show: the server's, or computed from its dates when a backend sends none. */
export type ShownContract = Contract & { shownStatus: ContractStatus };

/** The active customer's contracts: load them and search them by document name or service. */
export class ContractsStore {
  contracts: ShownContract[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  search = '';

  constructor(
    private readonly http: HttpClient,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'http' | 'now'>(this, { http: false, now: false }, { autoBind: true });
  }

  get visibleContracts(): ShownContract[] {
    const words = this.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return this.contracts;
    return this.contracts.filter((c) => {
      const text = `${c.documentName} ${c.service}`.toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
  }

  setSearch(search: string): void {
    this.search = search;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(ContractPaths.list, ContractList);
    const today = new Date(this.now()).toISOString().slice(0, 10);
    runInAction(() => {
      this.contracts = result.ok
        ? result.data.map((c) => ({ ...c, shownStatus: c.status ?? contractStatus(c, today) }))
        : [];
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }
}
