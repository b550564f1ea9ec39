/** The parts of Microsoft's answers the licence list is made of, and how they become the plugin's rows. */

/** A Partner Center subscription (GET /v1/customers/{id}/subscriptions), as far as the portal reads it. */
export interface PartnerCenterSubscription {
  id: string;
  offerName?: string;
  friendlyName?: string;
  quantity: number;
  status: string;
  billingType?: string;
  billingCycle?: string;
  termDuration?: string;
  commitmentEndDate?: string;
  autoRenewEnabled?: boolean;
  cancellationAllowedUntilDate?: string;
}

/** A Microsoft Graph subscribedSku (GET /v1.0/subscribedSkus), as far as the portal reads it. */
export interface SubscribedSku {
  skuId: string;
  consumedUnits: number;
  prepaidUnits?: { enabled?: number };
  subscriptionIds?: string[];
}

/** One licence subscription as the sync stores it (the columns Microsoft is the truth for). */
export interface MicrosoftLicence {
  id: string;
  product_name: string;
  status: string;
  auto_renew_date: string | null;
  end_date: string | null;
  quantity: number;
  assigned: number | null;
  cancellation_allowed_until: string | null;
  term_duration: string | null;
  billing_cycle: string | null;
}

/** Partner Center writes statuses in lower case; the portal's screens (and their translations) use Active, Suspended, ... */
const statusOf = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/**
 * Seats in use for one subscription: Graph counts them per SKU, so they are known per subscription only when
 * the SKU is fed by this subscription alone (two subscriptions of one product share one count: not split).
 */
function assignedSeats(subscription: PartnerCenterSubscription, skus: readonly SubscribedSku[]): number | null {
  const id = subscription.id.toLowerCase();
  const sku = skus.find((s) => (s.subscriptionIds ?? []).some((sid) => sid.toLowerCase() === id));
  if (!sku || (sku.subscriptionIds ?? []).length !== 1) return null;
  return sku.consumedUnits;
}

/**
 * The customer's licence subscriptions: Partner Center's licence-based ones (Azure plans and other usage-based
 * ones are not licences; deleted ones are gone) joined with Graph's seats in use. The date columns keep the
 * portal's ISO day; the auto-renew date is the end of the term when the subscription renews by itself.
 */
export function microsoftLicences(
  subscriptions: readonly PartnerCenterSubscription[],
  skus: readonly SubscribedSku[],
): MicrosoftLicence[] {
  return subscriptions
    .filter((s) => (s.billingType ?? 'license').toLowerCase() === 'license' && s.status.toLowerCase() !== 'deleted')
    .map((s) => {
      const end = s.commitmentEndDate ?? null;
      return {
        id: s.id.toLowerCase(),
        product_name: s.friendlyName || s.offerName || s.id,
        status: statusOf(s.status),
        auto_renew_date: s.autoRenewEnabled && end ? end : null,
        end_date: end,
        quantity: s.quantity,
        assigned: assignedSeats(s, skus),
        cancellation_allowed_until: s.cancellationAllowedUntilDate ?? null,
        term_duration: s.termDuration ?? null,
        billing_cycle: s.billingCycle ?? null,
      };
    });
}
