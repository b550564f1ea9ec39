import type { CustomerData, RequestUser, ServiceRequestIntake } from '../../../server/plugin-api';

interface AcceptedRow {
  id: string;
  source: 'portal' | 'advisor';
  advisor_id: string | null;
  resource_name: string;
  description: string;
  subscription_name: string;
  subscription_id: string | null;
  apply_at: string | null;
  savings_amount: number | null;
  savings_currency: string | null;
  savings_period: string | null;
}

const COLUMNS = [
  'id',
  'source',
  'advisor_id',
  'resource_name',
  'description',
  'subscription_name',
  'subscription_id',
  'apply_at',
  'savings_amount',
  'savings_currency',
  'savings_period',
];

/** The request's text, in English as the provider's desk reads every request filed by a capability. */
function draftOf(row: AcceptedRow) {
  const saving =
    row.savings_amount === null
      ? ''
      : ` Estimated saving: ${row.savings_amount} ${row.savings_currency} per ${row.savings_period}.`;
  return {
    category: 'change',
    source: 'recommendations',
    name: `Apply the Azure recommendation for ${row.resource_name}`.slice(0, 200),
    description:
      `The customer accepted this Azure Advisor cost recommendation and chose to have it applied at ${row.apply_at} (UTC): ` +
      `${row.description} Resource: ${row.resource_name}, subscription ${row.subscription_name}` +
      `${row.subscription_id ? ` (${row.subscription_id})` : ''}.${saving} Advisor id: ${row.advisor_id}. ` +
      'Move the recommendation to Planned, Pending and Finished in the administration as the work goes.',
  };
}

/**
 * An accepted recommendation from Advisor becomes work for the provider: a service request scheduled for the
 * chosen moment, its number kept with the recommendation. The portal's own rows are the provider's already and
 * file nothing (as before Advisor). The number, or null when nothing was filed.
 */
export async function fileAcceptedWork(
  intake: ServiceRequestIntake | null,
  data: CustomerData,
  user: RequestUser,
  id: string,
): Promise<string | null> {
  const table = data.table('recommendations');
  const row = table.first<AcceptedRow>({ id }, { columns: COLUMNS });
  if (!intake || row?.source !== 'advisor') return null;
  const { number } = await intake.file({ customerId: data.customerId, user, ...draftOf(row) });
  table.update({ service_request_number: number }, { id });
  return number;
}
