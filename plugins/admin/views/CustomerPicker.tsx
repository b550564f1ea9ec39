import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { usePortalTranslation } from '../../../core/plugin-api';
import type { AdminApi } from '../api/admin-api';

export interface CustomerPickerProps {
  api: AdminApi;
  value?: string;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  id?: string;
}

/** A customer chosen by name, searched on the server (10,000 customers never load at once). */
export function CustomerPicker({ api, value, onChange, allowClear, placeholder, id, ...rest }: CustomerPickerProps) {
  const { t } = usePortalTranslation('admin');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let current = true;
    void api.listCustomers({ search, pageSize: 20, sort: 'name' }).then((result) => {
      if (current && result.ok)
        setOptions(result.data.items.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })));
    });
    return () => {
      current = false;
    };
  }, [api, search]);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      placeholder={placeholder ?? t('invite.customerPlaceholder')}
      options={options}
      notFoundContent={t('customers.empty')}
    />
  );
}
