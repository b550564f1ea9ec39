import { useFormat, usePortalTranslation } from '../../../core/plugin-api';
import { ServiceRequestPaths, type ServiceRequestDetail } from '../contract';

/** The description, then the replies of the customer and the desk's agents, and the status changes, oldest first. */
export function Conversation({ detail }: { detail: ServiceRequestDetail }) {
  const { t } = usePortalTranslation('service-requests');
  const format = useFormat();
  return (
    <ol className="service-request-conversation">
      <li className="service-request-entry from-customer">
        <header>
          <strong>{t('detail.you', { name: detail.caller.name || detail.callerName })}</strong>
          <span>{format.dateTime(detail.createdAt)}</span>
        </header>
        <p>{detail.description}</p>
      </li>
      {detail.entries.map((entry) =>
        entry.kind === 'status' ? (
          <li key={entry.id} className="service-request-entry status-change">
            <header>
              <span>
                {t('detail.statusChange', {
                  name: entry.authorName,
                  status: entry.status ? t(`status.${entry.status}`) : '',
                })}
              </span>
              <span>{format.dateTime(entry.at)}</span>
            </header>
          </li>
        ) : (
          <li
            key={entry.id}
            className={`service-request-entry ${entry.author === 'customer' ? 'from-customer' : 'from-agent'}`}
          >
            <header>
              <strong>
                {t(entry.author === 'customer' ? 'detail.you' : 'detail.agent', { name: entry.authorName })}
              </strong>
              <span>{format.dateTime(entry.at)}</span>
            </header>
            <p>{entry.text}</p>
            {entry.attachments.length > 0 ? (
              <ul className="service-request-attachments">
                {entry.attachments.map((file) => (
                  <li key={file.id}>
                    {file.scanStatus === 'clean' ? (
                      <a
                        href={ServiceRequestPaths.attachment(detail.number, file.id)}
                        download={file.fileName}
                        aria-label={t('detail.download', { name: file.fileName })}
                      >
                        {file.fileName}
                      </a>
                    ) : (
                      <span>{file.fileName}</span>
                    )}{' '}
                    ({format.fileSize(file.size)}
                    {file.scanStatus !== 'clean' ? `, ${t(`detail.scan.${file.scanStatus}`)}` : ''})
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ),
      )}
    </ol>
  );
}
