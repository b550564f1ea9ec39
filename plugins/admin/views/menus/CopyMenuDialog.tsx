import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useId, useState } from 'react';
import { usePortalTranslation, type HttpFailure } from '../../../../core/plugin-api';
import { FieldError } from '../../../../core/plugin-api/components';
import type { AdminApi } from '../../api/admin-api';
import type { MenusApi } from '../../api/menus-api';
import { MAX_COPY_TARGETS, MENU_COPY_MODES, type MenuCopyResult } from '../../contract-menus';
import { FailureNotice } from '../FailureNotice';

export interface CopyMenuDialogProps {
  adminApi: AdminApi;
  menusApi: MenusApi;
  from: { id: string; name: string };
  onCopied: (result: MenuCopyResult) => void;
  onClose: () => void;
}

/** Copies the customer's published menu to many customers at once, as their draft or published. */
export function CopyMenuDialog({ adminApi, menusApi, from, onCopied, onClose }: CopyMenuDialogProps) {
  const { t } = usePortalTranslation('admin');
  const targetsId = useId();
  const modeId = useId();
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [targets, setTargets] = useState<string[]>([]);
  const [as, setAs] = useState<(typeof MENU_COPY_MODES)[number]>('draft');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<HttpFailure | null>(null);

  useEffect(() => {
    let current = true;
    void adminApi.listCustomers({ search, pageSize: 20, sort: 'name' }).then((result) => {
      if (current && result.ok)
        setOptions(
          result.data.items.filter((c) => c.id !== from.id).map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })),
        );
    });
    return () => {
      current = false;
    };
  }, [adminApi, from.id, search]);

  const submit = async () => {
    if (!targets.length) return setMissing(true);
    setBusy(true);
    const result = await menusApi.copy({ fromCustomerId: from.id, toCustomerIds: targets, as });
    setBusy(false);
    if (result.ok) onCopied(result.data);
    else setFailure(result);
  };

  return (
    <Modal
      open
      title={t('menus.copy.title', { customer: from.name })}
      okText={t('menus.copy.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {failure ? <FailureNotice title={t('menus.copy.failed')} failure={failure} /> : null}
      <p>{t('menus.copy.text')}</p>
      <label htmlFor={targetsId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('menus.copy.targets')}
      </label>
      <Select
        id={targetsId}
        mode="multiple"
        style={{ width: '100%' }}
        value={targets}
        options={options}
        maxCount={MAX_COPY_TARGETS}
        placeholder={t('menus.copy.targetsPlaceholder')}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        notFoundContent={t('customers.empty')}
        status={missing && !targets.length ? 'error' : undefined}
        onChange={(value: string[]) => {
          setTargets(value);
          setMissing(false);
        }}
      />
      {missing && !targets.length ? <FieldError role="alert" text={t('menus.copy.chooseTargets')} /> : null}
      <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
        <legend id={modeId} style={{ fontWeight: 600, marginBottom: 4 }}>
          {t('menus.copy.as')}
        </legend>
        <Radio.Group
          aria-labelledby={modeId}
          value={as}
          onChange={(event) => setAs(event.target.value)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <Radio value="draft">{t('menus.copy.asDraft')}</Radio>
          <Radio value="published">{t('menus.copy.asPublished')}</Radio>
        </Radio.Group>
      </fieldset>
    </Modal>
  );
}
