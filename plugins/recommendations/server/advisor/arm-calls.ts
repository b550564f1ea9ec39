import { MicrosoftCloudError, type MicrosoftResponse, type MicrosoftTenantClient } from '../../../../server/plugin-api';

interface ListPage {
  value?: unknown;
  nextLink?: unknown;
}

/** What the sync needs of a customer's Microsoft connection: its calls (to Azure Resource Manager here). */
export type ArmClient = Pick<MicrosoftTenantClient, 'call'>;

const MAX_PAGES = 20;

/** A 4xx the connection returned (not an authentication one, which it throws): a refusal in Microsoft's words. */
function refusalOf(status: number, body: unknown): MicrosoftCloudError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  const detail = [code, message].filter(Boolean).join(': ') || `Azure Resource Manager answered ${status}`;
  return new MicrosoftCloudError('refused', detail, { status, code, detail });
}

/** The path and query of an ARM nextLink (the connection adds its own endpoint). */
function pageOf(link: string): { path: string; query: Record<string, string> } {
  const url = new URL(link);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/**
 * Every item of an ARM list (`value`), following `nextLink` (bounded); an answer other than 200 is thrown as a
 * MicrosoftCloudError 'refused' with Microsoft's code and message (the connection throws the others itself).
 */
export async function armListAll(client: ArmClient, path: string, query: Record<string, string>): Promise<unknown[]> {
  const items: unknown[] = [];
  let page: { path: string; query: Record<string, string> } | null = { path, query };
  for (let n = 0; page && n < MAX_PAGES; n += 1) {
    const answer: MicrosoftResponse<ListPage | null> = await client.call<ListPage | null>('arm', {
      method: 'GET',
      ...page,
    });
    if (answer.status !== 200) throw refusalOf(answer.status, answer.body);
    const { value, nextLink }: ListPage = answer.body ?? {};
    if (Array.isArray(value)) items.push(...(value as unknown[]));
    page = typeof nextLink === 'string' && nextLink !== '' ? pageOf(nextLink) : null;
  }
  return items;
}
