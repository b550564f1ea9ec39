import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { effectiveStatus, InvoiceList, InvoicePaths, isMonth, type Invoice, type InvoiceStatus } from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type Grouping = 'month' | 'quarter';
export type PeriodProblem = 'from' | 'to' | 'order' | null;

/** A period key: YYYY-MM, or YYYY-Qn for a quarter. */
export const periodOf = (date: string, grouping: Grouping) =>
  grouping === 'month'
    ? date.slice(0, 7)
    : `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

/** The active customer's invoices: status and period filters (checked here and by the server), totals per period. */
export class InvoicesStore {
  invoices: Invoice[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  status: InvoiceStatus | null = null;
  /** What the user typed, kept as typed (YYYY-MM or empty) even when it cannot be used. */
  from = '';
  to = '';
  grouping: Grouping = 'month';

  constructor(
    private readonly http: HttpClient,
    private readonly today: () => string,
  ) {
    makeAutoObservable<this, 'http' | 'today'>(this, { http: false, today: false }, { autoBind: true });
  }

  /** Why the period cannot be used, or null. */
  get periodProblem(): PeriodProblem {
    if (this.from && !isMonth(this.from)) return 'from';
    if (this.to && !isMonth(this.to)) return 'to';
    if (this.from && this.to && this.from > this.to) return 'order';
    return null;
  }

  /** The invoices with the status a reader sees (an open one past its due date is overdue, whatever the backend said). */
  get visibleInvoices(): Invoice[] {
    const today = this.today();
    return this.invoices
      .map((invoice) => ({ ...invoice, status: effectiveStatus(invoice.status, invoice.dueDate, today) }))
      .filter((invoice) => !this.status || invoice.status === this.status);
  }

  /** Totals per period (oldest first) and per status, of the visible invoices. */
  get totals(): { period: string; byStatus: Record<InvoiceStatus, number> }[] {
    const periods = new Map<string, Record<InvoiceStatus, number>>();
    for (const invoice of this.visibleInvoices) {
      const key = periodOf(invoice.date, this.grouping);
      const entry = periods.get(key) ?? { open: 0, paid: 0, overdue: 0 };
      entry[invoice.status] = Math.round((entry[invoice.status] + invoice.amount) * 100) / 100;
      periods.set(key, entry);
    }
    return [...periods.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, byStatus]) => ({ period, byStatus }));
  }

  get currency(): string {
    return this.invoices[0]?.currency ?? 'EUR';
  }

  setStatus(status: InvoiceStatus | null): void {
    this.status = status;
    void this.load();
  }

  setPeriod(from: string, to: string): void {
    this.from = from;
    this.to = to;
    if (this.periodProblem === null) void this.load();
  }

  setGrouping(grouping: Grouping): void {
    this.grouping = grouping;
  }

  async load(): Promise<void> {
    if (this.periodProblem !== null) return;
    this.loadState = 'loading';
    this.loadFailure = null;
    const query = new URLSearchParams();
    if (this.status) query.set('status', this.status);
    if (this.from) query.set('from', this.from);
    if (this.to) query.set('to', this.to);
    const path = query.toString() ? `${InvoicePaths.list}?${query.toString()}` : InvoicePaths.list;
    const result = await this.http.get(path, InvoiceList);
    runInAction(() => {
      this.invoices = result.ok ? result.data : [];
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }
}
