import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import {
  AccountStore,
  HttpClient,
  type HttpFailure,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../../core/plugin-api';
import { adminApi } from '../../api/admin-api';
import { brandingApi } from '../../api/branding-api';
import { INVITATION_STATUSES, type InvitationRow, type InvitationStatus } from '../../contract-branding';
import { isProviderAdmin } from '../../permissions';
import { ConfirmDialog } from '../ConfirmDialog';
import { CustomerPicker } from '../CustomerPicker';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { PagedTable } from '../PagedTable';
import { ReadableText } from '../ReadableText';
import { DEFAULT_PAGE_SIZE, usePagedList } from '../use-paged-list';
import { AdminPageHead } from '../AdminPageHead';

interface Query {
  customerId?: string;
  status?: InvitationStatus;
  page: number;
  pageSize: number;
}

/**
 * The invitations, newest first, by status (and customer, for a provider administrator; a customer admin sees
 * their customer's only, as the server decides); a pending one can be revoked after a confirmation.
 */
const InvitationsView = observer(function InvitationsView() {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const http = useService(HttpClient);
  const account = useService(AccountStore);
  const api = useMemo(() => brandingApi(http), [http]);
  const customers = useMemo(() => adminApi(http), [http]);
  const titleId = useId();
  const provider = isProviderAdmin(account.permissions);
  const list = usePagedList<InvitationRow, Query>((q) => api.listInvitations(q), {
    status: 'pending',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; failure: HttpFailure } | null>(null);

  const columns = [
    { title: t('invitations.fields.email'), dataIndex: 'email', key: 'email' },
    { title: t('invitations.fields.customer'), dataIndex: 'customerName', key: 'customer' },
    {
      title: t('invitations.fields.role'),
      key: 'role',
      render: (_: unknown, row: InvitationRow) => t(`roles.${row.role}`, { defaultValue: row.role }),
    },
    {
      title: t('invitations.status'),
      key: 'status',
      render: (_: unknown, row: InvitationRow) => t(`invitations.statuses.${row.status}`),
    },
    { title: t('invitations.fields.invitedBy'), dataIndex: 'invitedBy', key: 'invitedBy' },
    {
      title: t('invitations.fields.createdAt'),
      key: 'createdAt',
      render: (_: unknown, row: InvitationRow) => format.dateTime(row.createdAt),
    },
    {
      title: t('invitations.fields.expiresAt'),
      key: 'expiresAt',
      render: (_: unknown, row: InvitationRow) => format.dateTime(row.expiresAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, row: InvitationRow) =>
        row.status === 'pending' ? (
          <Button
            size="small"
            danger
            onClick={() => setRevoking(row)}
            aria-label={t('invitations.revokeLabel', { email: row.email })}
          >
            {t('invitations.revoke')}
          </Button>
        ) : null,
    },
  ];

  const revoke = async (row: InvitationRow) => {
    const result = await api.revokeInvitation(row.id);
    setRevoking(null);
    if (result.ok) {
      setFailure(null);
      setNotice(t('invitations.revoked', { email: row.email }));
      list.reload();
    } else {
      setNotice(null);
      setFailure({ title: t('invitations.revokeFailed', { email: row.email }), failure: result });
    }
  };

  return (
    <ReadableText>
      <section aria-labelledby={titleId} style={layout.section}>
        <AdminPageHead titleId={titleId} title={t('invitations.title')} />
        <div style={layout.filters}>
          <div style={layout.filter}>
            <Select
              aria-label={t('invitations.status')}
              placeholder={t('invitations.allStatuses')}
              allowClear
              style={{ width: '100%' }}
              value={list.query.status}
              onChange={(status?: InvitationStatus) => list.refine({ status })}
              options={INVITATION_STATUSES.map((status) => ({
                value: status,
                label: t(`invitations.statuses.${status}`),
              }))}
            />
          </div>
          {provider ? (
            <div style={layout.filter}>
              <CustomerPicker
                api={customers}
                allowClear
                aria-label={t('invitations.fields.customer')}
                placeholder={t('invitations.fields.customer')}
                value={list.query.customerId}
                onChange={(customerId) => list.refine({ customerId })}
              />
            </div>
          ) : null}
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        {failure ? <FailureNotice title={failure.title} failure={failure.failure} /> : null}
        <PagedTable<InvitationRow, Query>
          list={list}
          columns={columns}
          emptyText={t('invitations.empty')}
          loadFailedTitle={t('invitations.loadFailed')}
        />
        {revoking ? (
          <ConfirmDialog
            title={t('invitations.revokeTitle', { email: revoking.email })}
            confirmLabel={t('invitations.revoke')}
            onClose={() => setRevoking(null)}
            onConfirm={() => revoke(revoking)}
          >
            <p>{t('invitations.revokeText')}</p>
          </ConfirmDialog>
        ) : null}
      </section>
    </ReadableText>
  );
});

export default InvitationsView;
