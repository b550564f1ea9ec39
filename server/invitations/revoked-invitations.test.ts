import { COMMAND_LINE } from '../admin/audit';
import { revokeInvitation } from '../admin/invitation-admin';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { coreDataFeature } from '../features/core-data';
import { createInvitation, lookUpInvitation, redeemInvitationFor } from './invitations';

describe('a revoked invitation', () => {
  const db = openDatabase(':memory:');
  migrate(db, [coreDataFeature]);
  db.prepare("INSERT INTO customers (id, name) VALUES ('acme', 'Acme')").run();
  afterAll(() => db.close());

  const invite = (email: string) => {
    const token = createInvitation(db, {
      email,
      customerId: 'acme',
      permissions: [],
      invitedBy: 'test',
      publicOrigin: 'https://portal.example',
    });
    const found = lookUpInvitation(db, token);
    if (found.status !== 'usable') throw new Error('not usable');
    return { token, id: found.invitation.id };
  };

  test('is looked up as revoked, so its link ends on the refusal page', () => {
    const { token, id } = invite('a@acme.example');
    revokeInvitation(db, COMMAND_LINE, id, () => true);
    expect(lookUpInvitation(db, token).status).toBe('revoked');
  });

  test('is not accepted by a sign-in that began before the revocation, and nothing is written', () => {
    const { id } = invite('b@acme.example');
    revokeInvitation(db, COMMAND_LINE, id, () => true);
    const users = db.prepare('SELECT COUNT(*) FROM users').pluck().get();
    const userOf = jest.fn(() => 'never');
    expect(redeemInvitationFor(db, id, userOf)).toEqual({ ok: false, reason: 'revoked' });
    expect(userOf).not.toHaveBeenCalled();
    expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(users);
    expect(db.prepare('SELECT used_at FROM invitations WHERE id = ?').pluck().get(id)).toBeNull();
  });
});
