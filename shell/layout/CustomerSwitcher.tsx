import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useAccountService } from '../app/core-hooks';

/**
 * A dropdown of customers (active preselected, else the first); one customer is plain text. A native
 * select: keyboard and screen-reader behaviour for free, and no select library in the first download.
 */
export const CustomerSwitcher = observer(function CustomerSwitcher() {
  const account = useAccount();
  const service = useAccountService();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (account.customers.length === 0) return null;
  if (account.customers.length === 1) {
    return <span className="top-bar-customer">{account.customers[0].customerName}</span>;
  }
  const change = async (customerId: string) => {
    setSaving(true);
    setFailed(false);
    const ok = await service.selectCustomer(customerId);
    if (!ok) {
      setSaving(false);
      setFailed(true);
    }
  };
  return (
    <span className="top-bar-customer">
      <label htmlFor="customer-select" className="visually-hidden">
        {t('topBar.customer')}
      </label>
      <select
        id="customer-select"
        className="customer-select"
        value={account.activeCustomer?.customerId ?? ''}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => void change(event.target.value)}
      >
        {account.customers.map((customer) => (
          <option key={customer.customerId} value={customer.customerId}>
            {customer.customerName}
          </option>
        ))}
      </select>
      {failed ? (
        <span role="alert" className="top-bar-error">
          {t('topBar.customerSwitchFailed')}
        </span>
      ) : null}
    </span>
  );
});
