/** The emulator's demo content: reports with pages of visuals, and a dashboard of tiles, drawn from demo data. */
export type VisualKind = 'bar' | 'line' | 'donut' | 'kpi' | 'table' | 'slicer' | 'button';

export interface Point {
  label: string;
  value: number;
}

export interface DemoVisual {
  name: string;
  title: string;
  kind: VisualKind;
  /** The table and column a data point selects on. */
  table: string;
  column: string;
  measure: string;
  unit?: 'count' | 'percent' | 'euro' | 'hours';
  points: Point[];
  /** A second series for line charts (e.g. the SLA target). */
  target?: number;
  /** Grid placement on a 12-column page: column, row, width, height. */
  grid: [number, number, number, number];
  /** A table's URL column: its header and each row's link (base + the row's label). */
  link?: { column: string; base: string };
  /** A button's action: page navigation to another page of the report. */
  action?: { type: 'PageNavigation'; page: string };
}

export interface DemoPage {
  name: string;
  displayName: string;
  visuals: DemoVisual[];
}

export interface DemoReport {
  id: string;
  displayName: string;
  datasetId: string;
  pages: DemoPage[];
}

export interface DemoTile {
  id: string;
  title: string;
  visual: DemoVisual;
  reportId: string;
  pageName: string;
}

export interface DemoDashboard {
  id: string;
  displayName: string;
  tiles: DemoTile[];
}

/** An id the emulator answers with PowerBIEntityNotFound, to show the error path. */
export const MISSING_REPORT_ID = 'demo-missing';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SERVICES = ['Microsoft 365', 'Azure', 'Backup', 'Network', 'Workplace', 'Security'];
const CATEGORIES = ['Incident', 'Service request', 'Change', 'Problem', 'Access'];

function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function series(labels: string[], random: () => number, base: number, spread: number, decimals = 0): Point[] {
  const factor = 10 ** decimals;
  return labels.map((label) => ({ label, value: Math.round((base + (random() - 0.5) * spread) * factor) / factor }));
}

function visuals(seed: string) {
  const r = seeded(seed);
  const tickets = series(MONTHS, r, 140, 90);
  const sla = series(MONTHS, r, 96, 6, 1).map((p) => ({ ...p, value: Math.min(100, p.value) }));
  const costs = series(SERVICES, r, 4200, 5000).map((p) => ({ ...p, value: Math.abs(p.value) + 300 }));
  const categories = series(CATEGORIES, r, 60, 80).map((p) => ({ ...p, value: Math.abs(p.value) + 5 }));
  const open = Math.round(20 + r() * 40);
  const resolution = Math.round((3 + r() * 6) * 10) / 10;
  const slaMet = Math.round((sla.reduce((s, p) => s + p.value, 0) / sla.length) * 10) / 10;
  const monthlyCost = series(MONTHS, r, 21000, 6000);
  return {
    ticketsPerMonth: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'ticketsPerMonth',
      title: 'Tickets per month',
      kind: 'bar',
      table: 'Tickets',
      column: 'Month',
      measure: 'Tickets',
      unit: 'count',
      points: tickets,
      grid,
    }),
    slaTrend: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'slaTrend',
      title: 'SLA met (%)',
      kind: 'line',
      table: 'SLA',
      column: 'Month',
      measure: 'SLA met',
      unit: 'percent',
      points: sla,
      target: 95,
      grid,
    }),
    costByService: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'costByService',
      title: 'Cost by service',
      kind: 'donut',
      table: 'Costs',
      column: 'Service',
      measure: 'Cost',
      unit: 'euro',
      points: costs,
      grid,
    }),
    openTickets: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'openTickets',
      title: 'Open tickets',
      kind: 'kpi',
      table: 'Tickets',
      column: 'Status',
      measure: 'Open',
      unit: 'count',
      points: [{ label: 'Open', value: open }],
      grid,
    }),
    slaKpi: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'slaKpi',
      title: 'SLA met this year',
      kind: 'kpi',
      table: 'SLA',
      column: 'Year',
      measure: 'SLA met',
      unit: 'percent',
      points: [{ label: 'SLA', value: slaMet }],
      target: 95,
      grid,
    }),
    resolutionKpi: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'resolutionKpi',
      title: 'Average resolution time',
      kind: 'kpi',
      table: 'Tickets',
      column: 'Resolution',
      measure: 'Hours',
      unit: 'hours',
      points: [{ label: 'Hours', value: resolution }],
      grid,
    }),
    ticketsByCategory: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'ticketsByCategory',
      title: 'Tickets by category',
      kind: 'table',
      table: 'Tickets',
      column: 'Category',
      measure: 'Tickets',
      unit: 'count',
      points: categories,
      grid,
      link: { column: 'Knowledge base', base: 'https://support.example.com/kb/' },
    }),
    costPerMonth: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'costPerMonth',
      title: 'Cost per month',
      kind: 'bar',
      table: 'Costs',
      column: 'Month',
      measure: 'Cost',
      unit: 'euro',
      points: monthlyCost,
      grid,
    }),
    categorySlicer: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'categorySlicer',
      title: 'Category',
      kind: 'slicer',
      table: 'Tickets',
      column: 'Category',
      measure: 'Tickets',
      unit: 'count',
      points: categories,
      grid,
    }),
    costDetailsButton: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'costDetailsButton',
      title: 'Cost details',
      kind: 'button',
      table: '',
      column: '',
      measure: '',
      points: [],
      grid,
      action: { type: 'PageNavigation', page: 'costs' },
    }),
    categoryShare: (grid: DemoVisual['grid']): DemoVisual => ({
      name: 'categoryShare',
      title: 'Share per category',
      kind: 'donut',
      table: 'Tickets',
      column: 'Category',
      measure: 'Tickets',
      unit: 'count',
      points: categories,
      grid,
    }),
  };
}

/** A report of four pages; `firstPage` names the first (the page a menu action may open). */
function standardReport(id: string, displayName: string, firstPage: { name: string; displayName: string }): DemoReport {
  const v = visuals(id);
  return {
    id,
    displayName,
    datasetId: `${id}-dataset`,
    pages: [
      {
        ...firstPage,
        visuals: [
          v.openTickets([0, 0, 4, 1]),
          v.slaKpi([4, 0, 4, 1]),
          v.resolutionKpi([8, 0, 4, 1]),
          v.ticketsPerMonth([0, 1, 7, 2]),
          v.costByService([7, 1, 5, 2]),
        ],
      },
      {
        name: 'tickets',
        displayName: 'Tickets',
        visuals: [
          v.ticketsPerMonth([0, 0, 10, 2]),
          v.categorySlicer([10, 0, 2, 2]),
          v.ticketsByCategory([0, 2, 6, 1]),
          v.categoryShare([6, 2, 6, 1]),
        ],
      },
      {
        name: 'sla',
        displayName: 'SLA',
        visuals: [v.slaKpi([0, 0, 4, 1]), v.costDetailsButton([9, 0, 3, 1]), v.slaTrend([0, 1, 12, 2])],
      },
      { name: 'costs', displayName: 'Costs', visuals: [v.costByService([0, 0, 5, 3]), v.costPerMonth([5, 0, 7, 3])] },
    ],
  };
}

const REPORTS: DemoReport[] = [
  standardReport('demo-service-overview', 'Service overview', { name: 'overview', displayName: 'Overview' }),
  standardReport('demo-sla-report', 'SLA report', { name: 'summary', displayName: 'Summary' }),
  standardReport('demo-invoices', 'Invoices', { name: 'invoices', displayName: 'Invoices' }),
  standardReport('demo-fleet', 'Fleet dashboard', { name: 'fleet', displayName: 'Fleet' }),
  standardReport('demo-warehouse', 'Warehouse KPIs', { name: 'warehouse', displayName: 'Warehouse' }),
  standardReport('demo-projects', 'Projectoverzicht', { name: 'projects', displayName: 'Projecten' }),
];

/** A demo report by id; any other id is unknown (the service answers PowerBIEntityNotFound, it invents nothing). */
export function findReport(id: string): DemoReport | null {
  return REPORTS.find((report) => report.id === id) ?? null;
}

/** The demo report built on a dataset (create mode starts from a dataset). */
export function findReportByDataset(datasetId: string): DemoReport | null {
  return REPORTS.find((report) => report.datasetId === datasetId) ?? null;
}

export function demoReportIds(): string[] {
  return REPORTS.map((report) => report.id);
}

const DASHBOARD_IDS = ['demo-dashboard'];

export function findDashboard(id: string): DemoDashboard | null {
  if (!DASHBOARD_IDS.includes(id)) return null;
  const report = findReport('demo-service-overview')!;
  const first = report.pages[0]!;
  const byName = (page: DemoPage, name: string) => page.visuals.find((visual) => visual.name === name)!;
  const tile = (visual: DemoVisual, page: DemoPage): DemoTile => ({
    id: `tile-${visual.name}`,
    title: visual.title,
    visual,
    reportId: report.id,
    pageName: page.name,
  });
  return {
    id,
    displayName: 'Service dashboard',
    tiles: [
      tile(byName(first, 'openTickets'), first),
      tile(byName(first, 'slaKpi'), first),
      tile(byName(first, 'resolutionKpi'), first),
      tile(byName(first, 'ticketsPerMonth'), first),
      tile(byName(first, 'costByService'), first),
      tile(byName(report.pages[2]!, 'slaTrend'), report.pages[2]!),
    ],
  };
}
