import { makeAutoObservable, runInAction } from 'mobx';
import { createToken, type HttpClient, type HttpFailure } from '../../../core/plugin-api';
import {
  CreatedServiceRequest,
  Intake,
  ServiceRequestPage,
  ServiceRequestPaths,
  type Scope,
  type ServiceRequestStatus,
  type ServiceRequestSummary,
  type SortField,
} from '../contract';
import { toRequest, type WizardValues } from './wizard-values';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ListQuery {
  search: string;
  status: ServiceRequestStatus | null;
  category: string | null;
  /** null: the server's default (all for those who may, else mine). */
  scope: Scope | null;
  sort: SortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const INITIAL_QUERY: ListQuery = {
  search: '',
  status: null,
  category: null,
  scope: null,
  sort: 'updatedAt',
  order: 'desc',
  page: 1,
  pageSize: 10,
};

/** The list of service requests, the wizard's intake and filing: one per portal, shared by the list and the wizard. */
export class ServiceRequestsStore {
  items: ServiceRequestSummary[] = [];
  total = 0;
  canSeeAll = false;
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  query: ListQuery = { ...INITIAL_QUERY };
  intake: Intake | null = null;
  intakeState: LoadState = 'idle';
  /** The number of the request the wizard filed last (the list shows it as the outcome). */
  lastFiled: string | null = null;
  private sequence = 0;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<this, 'http' | 'sequence'>(this, { http: false, sequence: false }, { autoBind: true });
  }

  get filtered(): boolean {
    const { search, status, category } = this.query;
    return search.trim() !== '' || status !== null || category !== null;
  }

  /** Changes the query and loads the first page (or the page asked, when only the page changes). */
  setQuery(patch: Partial<ListQuery>): Promise<void> {
    this.query = { ...this.query, page: 1, ...patch };
    return this.load();
  }

  async load(): Promise<void> {
    const ticket = (this.sequence += 1);
    this.loadState = 'loading';
    this.loadFailure = null;
    const { search, status, category, scope, sort, order, page, pageSize } = this.query;
    const params = new URLSearchParams({ sort, order, page: String(page), pageSize: String(pageSize) });
    if (search.trim()) params.set('search', search.trim());
    if (status) params.set('status', status);
    if (category) params.set('category', category);
    if (scope) params.set('scope', scope);
    const result = await this.http.get(`${ServiceRequestPaths.list}?${params}`, ServiceRequestPage);
    // An answer to an older query (the user typed on) is dropped.
    if (ticket !== this.sequence) return;
    runInAction(() => {
      if (result.ok) {
        this.items = result.data.items;
        this.total = result.data.total;
        this.canSeeAll = result.data.canSeeAll;
      }
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }

  async loadIntake(): Promise<void> {
    if (this.intakeState === 'loading') return;
    this.intakeState = 'loading';
    const result = await this.http.get(ServiceRequestPaths.intake, Intake);
    runInAction(() => {
      if (result.ok) this.intake = result.data;
      this.intakeState = result.ok ? 'loaded' : 'failed';
    });
  }

  categoryName(id: string, language: string): string {
    const found = this.intake?.categories.find((category) => category.id === id);
    return found?.name?.[language.startsWith('nl') ? 'nl' : 'en'] ?? id;
  }

  /** Files the wizard's request: its number, or null when it was not registered. */
  async file(values: WizardValues): Promise<string | null> {
    const result = await this.http.post(ServiceRequestPaths.create, toRequest(values), CreatedServiceRequest);
    if (!result.ok) return null;
    runInAction(() => {
      this.lastFiled = result.data.number;
    });
    // The new request is the newest: show it at the top.
    void this.setQuery({ ...INITIAL_QUERY, scope: this.query.scope, pageSize: this.query.pageSize });
    return result.data.number;
  }

  dismissFiled(): void {
    this.lastFiled = null;
  }
}

export const ServiceRequestsStoreToken = createToken<ServiceRequestsStore>('plugin.service-requests.store');
