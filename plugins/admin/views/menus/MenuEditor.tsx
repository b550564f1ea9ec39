import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useEffect, useId, useState } from 'react';
import {
  ActionEditors,
  type HttpFailure,
  type MenuItem,
  useFormat,
  usePortalTranslation,
  useService,
} from '../../../../core/plugin-api';
import type { AdminApi } from '../../api/admin-api';
import type { MenusApi } from '../../api/menus-api';
import type { MenuEditorState } from '../../contract-menus';
import { ConfirmDialog } from '../ConfirmDialog';
import { FailureNotice } from '../FailureNotice';
import { layout } from '../layout';
import { useActionTypeLabel } from './action-type-label';
import { AddItemBar, type NewItem } from './AddItemBar';
import { CopyMenuDialog } from './CopyMenuDialog';
import { ItemForm } from './ItemForm';
import { nameIn, newItemTexts } from './item-names';
import { clientProblems } from './client-problems';
import { MenuPreview } from './MenuPreview';
import { MenuTree } from './MenuTree';
import {
  addNode,
  countNodes,
  findNode,
  locate,
  newKey,
  rekey,
  removeNode,
  toEditorTree,
  toMenuItems,
  updateNode,
  type EditorNode,
} from './menu-tree-model';
import { MoveButtons } from './MoveButtons';
import { parseServerProblems, type ServerProblems } from './server-problems';
import { useLeaveWarning } from './use-leave-warning';

export interface MenuEditorProps {
  initial: MenuEditorState;
  menusApi: MenusApi;
  adminApi: AdminApi;
  onUnsavedChange: (unsaved: boolean) => void;
}

type Dialog = 'remove' | 'discard' | 'publish' | 'copy' | null;
const NO_PROBLEMS: ServerProblems = { byItem: new Map(), general: [] };

/** One customer's menu: the draft (or a copy of the published menu) as a tree, the selected item's form, and the draft's life cycle. */
export function MenuEditor({ initial, menusApi, adminApi, onUnsavedChange }: MenuEditorProps) {
  const { t, i18n } = usePortalTranslation('admin');
  const format = useFormat();
  const editors = useService(ActionEditors);
  const typeLabel = useActionTypeLabel();
  const treeHeadingId = useId();
  const formHeadingId = useId();
  const nameInputId = useId();
  const customerId = initial.customerId;
  const [server, setServer] = useState(initial);
  const [nodes, setNodes] = useState<EditorNode[]>(() => toEditorTree(initial.draft?.items ?? initial.published));
  const [unsaved, setUnsaved] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [problems, setProblems] = useState<ServerProblems>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<{ title: string; failure: HttpFailure } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [preview, setPreview] = useState<MenuItem[] | null>(null);
  const [focusName, setFocusName] = useState(false);

  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  useLeaveWarning(unsaved, t('menus.unsaved.leave'));
  useEffect(() => {
    if (!focusName) return;
    document.getElementById(nameInputId)?.focus();
    setFocusName(false);
  }, [focusName, nameInputId]);

  const selected = selectedKey ? findNode(nodes, selectedKey) : null;
  const change = (next: EditorNode[]) => {
    setNodes(next);
    setUnsaved(true);
    setNotice('');
  };
  const afterServer = (state: MenuEditorState, items: EditorNode[]) => {
    setServer(state);
    setNodes(items);
    setUnsaved(false);
    setProblems(NO_PROBLEMS);
    setFailure(null);
  };

  const announceMove = (next: EditorNode[], key: string) => {
    change(next);
    const at = locate(next, key)!;
    setAnnouncement(
      t('menus.move.moved', {
        name: nameIn(i18n.language, at.siblings[at.index]!),
        position: at.index + 1,
        count: at.siblings.length,
        parent: at.parent ? nameIn(i18n.language, at.parent) : t('menus.move.topLevel'),
      }),
    );
  };

  const add = (item: NewItem) => {
    const base = {
      key: newKey(),
      id: null,
      icon: null,
      linkUrl: null,
      linkTarget: null,
      isHomepage: false,
      action: null,
      children: [],
    };
    const named = (text: string) => newItemTexts(i18n.language, text);
    const node: EditorNode =
      item.type === 'menu'
        ? { ...base, type: 'menu', ...named(t('menus.add.newHeader')) }
        : item.type === 'link'
          ? { ...base, type: 'link', ...named(t('menus.add.newLink')), linkUrl: '', linkTarget: 'new-window' }
          : (() => {
              const { name, nameNl } = named(typeLabel(item.actionType));
              return {
                ...base,
                type: 'action' as const,
                name,
                nameNl,
                action: {
                  id: null,
                  actionType: item.actionType,
                  title: name,
                  titleNl: nameNl,
                  data: { ...editors.get(item.actionType)?.initialData },
                  requiredPermission: null,
                },
              };
            })();
    change(addNode(nodes, node, selectedKey));
    setSelectedKey(node.key);
    setFocusName(true);
    setAnnouncement(t('menus.add.added', { name: nameIn(i18n.language, node) }));
  };

  /** Saves the tree as the draft; false (input kept, messages at the items) when it could not. */
  const save = async (): Promise<boolean> => {
    const sent = nodes;
    const local = clientProblems(sent, editors, t('menus.form.nameRequired'));
    if (local.size) {
      setProblems({ byItem: local, general: [] });
      setFailure(null);
      setSelectedKey(local.keys().next().value ?? selectedKey);
      return false;
    }
    setBusy(true);
    const result = await menusApi.saveDraft(customerId, toMenuItems(sent));
    setBusy(false);
    if (result.ok) {
      afterServer(result.data, rekey(result.data.draft?.items ?? [], sent));
      return true;
    }
    if (result.reason === 'http' && result.status === 400) {
      const found = parseServerProblems(result.message, sent);
      setProblems(found);
      const first = found.byItem.keys().next().value;
      if (first) setSelectedKey(first);
    }
    setFailure({ title: t('menus.saveFailed'), failure: result });
    return false;
  };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    await step();
    setBusy(false);
    setDialog(null);
  };

  const publish = () =>
    run(async () => {
      if ((unsaved || !server.draft) && !(await save())) return;
      const result = await menusApi.publish(customerId);
      if (!result.ok) return setFailure({ title: t('menus.publishFailed'), failure: result });
      afterServer(result.data, rekey(result.data.published, nodes));
      setNotice(t('menus.published'));
    });

  const discard = () =>
    run(async () => {
      if (!server.draft) {
        afterServer(server, toEditorTree(server.published));
        setNotice(t('menus.discarded'));
        return;
      }
      const result = await menusApi.discardDraft(customerId);
      if (!result.ok) return setFailure({ title: t('menus.discardFailed'), failure: result });
      afterServer(result.data, toEditorTree(result.data.published));
      setSelectedKey(null);
      setNotice(t('menus.discarded'));
    });

  const showPreview = () =>
    run(async () => {
      if (unsaved && !(await save())) return;
      const result = await menusApi.preview(customerId);
      if (result.ok) setPreview(result.data);
      else setFailure({ title: t('menus.preview.failed'), failure: result });
    });

  const removeSelected = () => {
    if (!selected) return;
    change(removeNode(nodes, selected.key));
    setAnnouncement(t('menus.remove.removed', { name: nameIn(i18n.language, selected) }));
    setSelectedKey(null);
    setDialog(null);
  };

  const status = unsaved
    ? t('menus.status.unsaved')
    : server.draft
      ? t('menus.status.draft', { by: server.draft.updatedBy, at: format.dateTime(server.draft.updatedAt) })
      : t('menus.status.published');

  return (
    <div>
      <p>
        <strong>{status}</strong>
      </p>
      <div style={{ ...layout.filters, justifyContent: 'flex-start' }}>
        <Button
          type="primary"
          loading={busy}
          disabled={!unsaved}
          onClick={() => void save().then((ok) => ok && setNotice(t('menus.saved')))}
        >
          {t('menus.actions.save')}
        </Button>
        <Button disabled={busy || (!unsaved && !server.draft)} onClick={() => setDialog('discard')}>
          {t('menus.actions.discard')}
        </Button>
        <Button disabled={busy || (!unsaved && !server.draft)} onClick={() => void showPreview()}>
          {t('menus.actions.preview')}
        </Button>
        <Button disabled={busy || (!unsaved && !server.draft)} onClick={() => setDialog('publish')}>
          {t('menus.actions.publish')}
        </Button>
        <Button disabled={busy} onClick={() => setDialog('copy')}>
          {t('menus.actions.copy')}
        </Button>
      </div>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>
      {failure ? <FailureNotice title={failure.title} failure={failure.failure} /> : null}
      {problems.byItem.size || problems.general.length ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('menus.problemsFound', { count: problems.byItem.size })}
          description={
            problems.general.length ? (
              <ul>
                {problems.general.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}

      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
          gap: 24,
          alignItems: 'start',
        }}
      >
        <section aria-labelledby={treeHeadingId} style={layout.section}>
          <h2 id={treeHeadingId} style={{ fontSize: 16 }}>
            {t('menus.tree.heading', { customer: server.customerName, count: countNodes(nodes) })}
          </h2>
          <AddItemBar actionTypes={server.actionTypes} onAdd={add} />
          <div style={{ margin: '12px 0' }}>
            <MoveButtons nodes={nodes} selectedKey={selectedKey} onMove={announceMove} />
          </div>
          {nodes.length ? (
            <MenuTree
              nodes={nodes}
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
              onMove={announceMove}
              problems={problems.byItem}
              labelledBy={treeHeadingId}
            />
          ) : (
            <p>{t('menus.tree.empty')}</p>
          )}
          <p className="muted">{t('menus.tree.help')}</p>
        </section>
        <section aria-labelledby={formHeadingId} style={layout.section}>
          <h2 id={formHeadingId} style={{ fontSize: 16 }}>
            {!selected
              ? t('menus.form.headingNone')
              : nameIn(i18n.language, selected)
                ? t('menus.form.heading', { name: nameIn(i18n.language, selected) })
                : t('menus.form.headingUnnamed')}
          </h2>
          {selected ? (
            <ItemForm
              key={selected.key}
              customerId={customerId}
              node={selected}
              actionTypes={server.actionTypes}
              problems={problems.byItem.get(selected.key)}
              nameInputId={nameInputId}
              onChange={(update) => change(updateNode(nodes, selected.key, update))}
              onRemove={() => setDialog('remove')}
            />
          ) : (
            <p>{t('menus.form.none')}</p>
          )}
        </section>
      </div>

      {dialog === 'remove' && selected ? (
        <ConfirmDialog
          title={t('menus.remove.title', { name: nameIn(i18n.language, selected) })}
          confirmLabel={t('menus.remove.confirm')}
          onClose={() => setDialog(null)}
          onConfirm={async () => removeSelected()}
        >
          <p>{t('menus.remove.text', { count: countNodes(selected.children) })}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'discard' ? (
        <ConfirmDialog
          title={t('menus.discard.title', { customer: server.customerName })}
          confirmLabel={t('menus.discard.confirm')}
          onClose={() => setDialog(null)}
          onConfirm={discard}
        >
          <p>{t('menus.discard.text')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'publish' ? (
        <ConfirmDialog
          title={t('menus.publish.title', { customer: server.customerName })}
          confirmLabel={t('menus.publish.confirm')}
          onClose={() => setDialog(null)}
          onConfirm={publish}
        >
          <p>{t(unsaved ? 'menus.publish.textUnsaved' : 'menus.publish.text')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'copy' ? (
        <CopyMenuDialog
          adminApi={adminApi}
          menusApi={menusApi}
          from={{ id: customerId, name: server.customerName }}
          onClose={() => setDialog(null)}
          onCopied={(result) => {
            setDialog(null);
            setNotice(
              t(result.as === 'draft' ? 'menus.copy.doneDraft' : 'menus.copy.donePublished', {
                count: result.copied.length,
              }),
            );
          }}
        />
      ) : null}
      <Drawer
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={t('menus.preview.title', { customer: server.customerName })}
        size="default"
      >
        <p>{t('menus.preview.note')}</p>
        {preview ? <MenuPreview items={preview} /> : null}
      </Drawer>
    </div>
  );
}
