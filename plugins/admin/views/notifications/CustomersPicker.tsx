import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import type { AdminApi } from '../../api/admin-api';

export interface ChosenCustomer {
  value: string;
  label: string;
}

export interface CustomersPickerProps {
  api: AdminApi;
  /** One customer or several. */
  multiple: boolean;
  value: ChosenCustomer[];
  onChange: (value: ChosenCustomer[]) => void;
  id?: string;
  'aria-describedby'?: string;
}

/** Customers chosen by name, searched on the server (10,000 customers never load at once); keeps their names. */
export function CustomersPicker({ api, multiple, value, onChange, id, ...rest }: CustomersPickerProps) {
  const { t } = usePortalTranslation('admin');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<ChosenCustomer[]>([]);
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
  const choose = (chosen: ChosenCustomer | ChosenCustomer[] | undefined) =>
    onChange(chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen]);
  return (
    <Select<ChosenCustomer | ChosenCustomer[]>
      id={id}
      aria-describedby={rest['aria-describedby']}
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={multiple ? value : value[0]}
      onChange={choose}
      allowClear
      placeholder={t('broadcasts.customersPlaceholder')}
      options={options}
      notFoundContent={t('customers.empty')}
      style={{ width: '100%' }}
    />
  );
}
