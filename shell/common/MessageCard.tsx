import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useSettings } from '../app/core-hooks';
import { Notice } from './Notice';
import { Panel } from '../../core/plugin-api';

interface MessageCardProps {
  errorMessage?: ReactNode;
  successMessage?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The spec's message card: titled with the app name; the error message (error style) if present, else the success message. */
export const MessageCard = observer(function MessageCard({
  errorMessage,
  successMessage,
  description,
  actions,
}: MessageCardProps) {
  const settings = useSettings();
  return (
    <Panel className="message-card" title={settings.applicationName}>
      <Notice tone={errorMessage ? 'error' : 'success'} title={errorMessage || successMessage}>
        {description}
      </Notice>
      {actions ? <div className="message-card-actions">{actions}</div> : null}
    </Panel>
  );
});
