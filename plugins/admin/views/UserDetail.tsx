import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Select from 'antd/es/select';
import { useCallback, useEffect, useState } from 'react';
import { type HttpFailure, type HttpResult, useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListLoading } from '../../../core/plugin-api/components';
import type { AdminApi } from '../api/admin-api';
import { CUSTOMER_ROLES, type User } from '../contract';
import { ConfirmDialog } from './ConfirmDialog';
import { FailureNotice } from './FailureNotice';
import { IdentityPanel } from './identities/IdentityPanel';
import { layout } from './layout';
import { UserPermissionsSection } from './permissions/UserPermissionsSection';
import { ViewAsButton } from './ViewAsButton';

const REMOVAL_DAYS = 30;

type Pending = { kind: 'removal' } | { kind: 'membership'; customerId: string; customerName: string } | null;

export interface UserDetailProps {
  api: AdminApi;
  userId: string;
  now: () => Date;
  onChanged: () => void;
  onClose: () => void;
}

/** One user: memberships and roles, last sign-in, disable/enable, the removal (with its date) and "View as". */
export function UserDetail({ api, userId, now, onChanged, onClose }: UserDetailProps) {
  const { t } = usePortalTranslation('admin');
  const format = useFormat();
  const [user, setUser] = useState<User | null>(null);
  const [loadFailure, setLoadFailure] = useState<HttpFailure | null>(null);
  const [actionFailure, setActionFailure] = useState<HttpFailure | null>(null);
  const [viewAsFailure, setViewAsFailure] = useState<HttpFailure | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const load = useCallback(async () => {
    setLoadFailure(null);
    const result = await api.getUser(userId);
    if (result.ok) setUser(result.data);
    else setLoadFailure(result);
  }, [api, userId]);
  useEffect(() => {
    void load();
  }, [load]);

  const apply = async (change: Promise<HttpResult<User>>) => {
    const result = await change;
    if (result.ok) {
      setUser(result.data);
      setActionFailure(null);
      onChanged();
    } else {
      setActionFailure(result);
    }
  };

  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() || user.userName : '';
  const deletionDate = new Date(now().getTime() + REMOVAL_DAYS * 86_400_000).toISOString();

  return (
    <Drawer open size="large" title={user ? fullName : t('users.detailTitle')} onClose={onClose}>
      {loadFailure ? (
        <FailureNotice title={t('users.loadOneFailed')} failure={loadFailure} onRetry={() => void load()} />
      ) : null}
      {!user && !loadFailure ? <ListLoading text={t('common.loading')} /> : null}
      {actionFailure ? <FailureNotice title={t('users.changeFailed')} failure={actionFailure} /> : null}
      {viewAsFailure ? <FailureNotice title={t('runAs.failed')} failure={viewAsFailure} /> : null}
      {user ? (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'email', label: t('users.fields.email'), children: user.email },
              { key: 'userName', label: t('users.fields.userName'), children: user.userName },
              {
                key: 'lastSignIn',
                label: t('users.fields.lastSignIn'),
                children: user.lastSignInAt ? format.dateTime(user.lastSignInAt) : t('users.never'),
              },
              {
                key: 'status',
                label: t('common.status'),
                children: user.disabledAt ? <span>{t('users.disabled')}</span> : <span>{t('users.enabled')}</span>,
              },
              ...(user.isProviderAdmin
                ? [{ key: 'provider', label: t('users.fields.roles'), children: t('roles.providerAdmin') }]
                : []),
              ...(user.accountDeletionDate
                ? [
                    {
                      key: 'deletion',
                      label: t('users.fields.deletionDate'),
                      children: t('users.deletionScheduled', {
                        requested: format.date(user.accountDeletionRequestDate),
                        date: format.date(user.accountDeletionDate),
                      }),
                    },
                  ]
                : []),
            ]}
          />
          <div style={{ ...layout.rowActions, margin: '16px 0' }}>
            <Button onClick={() => void apply(api.setUserDisabled(user.id, !user.disabledAt))}>
              {t(user.disabledAt ? 'users.enable' : 'users.disable')}
            </Button>
            <Button disabled={Boolean(user.accountDeletionDate)} onClick={() => setPending({ kind: 'removal' })}>
              {t('users.scheduleRemoval')}
            </Button>
            <ViewAsButton user={user} onFailed={setViewAsFailure} />
          </div>
          <h2 style={{ fontSize: 16 }}>{t('users.memberships')}</h2>
          {user.memberships.length === 0 ? (
            <p>{t('users.noMemberships')}</p>
          ) : (
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {user.memberships.map((m) => (
                <li key={m.customerId} style={{ ...layout.rowActions, alignItems: 'center' }}>
                  <span style={{ flex: '1 1 160px', minWidth: 0 }}>
                    {m.customerName}
                    {m.customerDeactivated ? (
                      <>
                        {' '}
                        <span>{t('customers.deactivated')}</span>
                      </>
                    ) : null}
                  </span>
                  <Select
                    aria-label={t('users.roleIn', { customer: m.customerName })}
                    value={m.role}
                    style={{ minWidth: 200 }}
                    options={CUSTOMER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                    onChange={(role) => void apply(api.setRole(user.id, m.customerId, role))}
                  />
                  <Button
                    aria-label={t('users.removeMembershipLabel', { customer: m.customerName })}
                    onClick={() =>
                      setPending({ kind: 'membership', customerId: m.customerId, customerName: m.customerName })
                    }
                  >
                    {t('users.removeMembership')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <UserPermissionsSection userId={user.id} onChanged={onChanged} />
        </>
      ) : null}
      {user ? (
        <IdentityPanel
          userId={user.id}
          name={fullName}
          onChanged={() => {
            void load();
            onChanged();
          }}
        />
      ) : null}
      {user && pending?.kind === 'removal' ? (
        <ConfirmDialog
          title={t('users.removalTitle', { name: fullName })}
          confirmLabel={t('users.scheduleRemoval')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            setPending(null);
            await apply(api.scheduleRemoval(user.id));
          }}
        >
          <p>{t('users.removalText', { name: fullName, date: format.date(deletionDate) })}</p>
        </ConfirmDialog>
      ) : null}
      {user && pending?.kind === 'membership' ? (
        <ConfirmDialog
          title={t('users.removeMembershipTitle')}
          confirmLabel={t('users.removeMembership')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            const { customerId } = pending;
            setPending(null);
            await apply(api.removeMembership(user.id, customerId));
          }}
        >
          <p>{t('users.removeMembershipText', { name: fullName, customer: pending.customerName })}</p>
        </ConfirmDialog>
      ) : null}
    </Drawer>
  );
}
