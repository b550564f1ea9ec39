import type { CustomerData } from '../../../server/plugin-api';
import { contractStatus, type Contract } from '../contract';

interface ContractRow {
  id: number;
  document_name: string;
  signed_on: string;
  service: string;
  start_date: string;
  end_date: string | null;
  auto_renews: number;
  has_document: number;
}

const COLUMNS = [
  'id',
  'document_name',
  'signed_on',
  'service',
  'start_date',
  'end_date',
  'auto_renews',
  // Uploaded in the administration (the file storage) or stored in the row by the provider's own systems.
  'CASE WHEN document_file_id IS NOT NULL OR length(document) > 0 THEN 1 ELSE 0 END AS has_document',
];

/** Today's calendar day (UTC), the day statuses are computed for. */
export const today = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

const toContract = (
  row: ContractRow,
  day: string,
): Contract & { startDate: string; status: NonNullable<Contract['status']> } => {
  const term = { endDate: row.end_date, autoRenews: row.auto_renews === 1 };
  return {
    id: String(row.id),
    documentName: row.document_name,
    signedOn: row.signed_on,
    service: row.service,
    startDate: row.start_date,
    ...term,
    status: contractStatus(term, day),
    hasDocument: Number(row.has_document) === 1,
  };
};

/** A contract's signed document: its bytes in the row, or the id of the file storage's file holding them. */
export interface ContractDocument {
  documentName: string;
  bytes: Buffer;
  fileId: string | null;
}

/** The contracts of a customer and their documents; another customer's id is as unknown as a missing one. */
/** The contracts of the customer the data access is scoped to. */
export class ContractStore {
  constructor(private readonly data: CustomerData) {}

  list(now = Date.now()): ReturnType<typeof toContract>[] {
    const rows = this.data
      .table('contracts')
      .find<ContractRow>(undefined, { columns: COLUMNS, orderBy: ['signed_on DESC', 'id DESC'] });
    const day = today(now);
    return rows.map((row) => toContract(row, day));
  }

  document(id: number): ContractDocument | null {
    const row = this.data
      .table('contracts')
      .first<{ document_name: string; document: Buffer; document_file_id: string | null }>(
        { id },
        { columns: ['document_name', 'document', 'document_file_id'] },
      );
    return row
      ? { documentName: row.document_name, bytes: Buffer.from(row.document), fileId: row.document_file_id }
      : null;
  }
}
