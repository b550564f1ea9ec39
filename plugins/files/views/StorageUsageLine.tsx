import Progress from 'antd/es/progress';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import type { StorageUsage } from '../contract';

/** "Using 1.2 GB of 5 GB": the organisation's storage against its quota, and the reader's own against theirs. */
export const StorageUsageLine = observer(function StorageUsageLine({ usage }: { usage: StorageUsage }) {
  const { t } = usePortalTranslation('files');
  const id = useId();
  const format = useFormat();
  const size = (bytes: number) => format.fileSize(bytes);
  const { customer, user } = usage;
  const percent = Math.min(100, Math.round((customer.usedBytes / customer.limitBytes) * 100));
  return (
    <div style={{ marginBottom: 16 }}>
      <p id={`${id}-customer`} style={{ margin: 0 }}>
        {t('usage.customer', { used: size(customer.usedBytes), limit: size(customer.limitBytes) })}
      </p>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status={percent >= 100 ? 'exception' : 'normal'}
        aria-labelledby={`${id}-customer`}
      />
      <p style={{ margin: 0, fontSize: 13 }}>
        {t('usage.user', { used: size(user.usedBytes), limit: size(user.limitBytes) })}
      </p>
    </div>
  );
});
