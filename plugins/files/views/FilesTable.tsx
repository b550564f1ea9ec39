import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ListTable } from '../../../core/plugin-api/components';
import { FilesPaths } from '../contract';
import type { ListedFile } from '../stores/files-store';
import { ScanTag } from './ScanTag';

export const FilesTable = observer(function FilesTable({
  files,
  searching,
  onDelete,
}: {
  files: ListedFile[];
  searching: boolean;
  onDelete: (file: ListedFile) => void;
}) {
  const { t, i18n } = usePortalTranslation('files');
  const format = useFormat();
  const columns: ColumnsType<ListedFile> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      key: 'title',
      sorter: (a, b) => a.title.localeCompare(b.title, i18n.language),
      render: (title: string, file) => (
        <>
          <div style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</div>
          <div style={{ fontSize: 13, opacity: 0.75, overflowWrap: 'anywhere' }}>
            {file.fileName} · {format.fileSize(file.size)}
          </div>
        </>
      ),
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      key: 'type',
      sorter: (a, b) => a.type.localeCompare(b.type),
      render: (type: string) => type.toUpperCase() || t('unknownType'),
    },
    {
      title: t('columns.scan'),
      dataIndex: 'scanStatus',
      key: 'scanStatus',
      render: (status: ListedFile['scanStatus']) => <ScanTag status={status} />,
    },
    {
      title: t('columns.uploadedAt'),
      dataIndex: 'uploadedAt',
      key: 'uploadedAt',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.uploadedAt.localeCompare(b.uploadedAt),
      render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(iso)}</span>,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_: unknown, file) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {file.scanStatus === 'clean' ? (
            <Button
              href={FilesPaths.download(file.id)}
              download={file.fileName}
              icon={<DownloadOutlined aria-hidden />}
              aria-label={t('downloadFile', { title: file.title })}
              style={{ minHeight: 44 }}
            >
              {t('download')}
            </Button>
          ) : (
            <span style={{ fontSize: 13 }}>{t(`notDownloadable.${file.scanStatus}`)}</span>
          )}
          {/* Not antd's danger style: its red text falls below WCAG AA's 4.5:1 contrast. */}
          {file.deletable && (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('delete.button', { title: file.title })}
              onClick={() => onDelete(file)}
              style={{ minHeight: 44 }}
            >
              {t('delete.label')}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <ListTable<ListedFile>
      rowKey="id"
      columns={columns}
      rows={files}
      emptyText={searching ? t('noMatch') : t('empty')}
    />
  );
});
