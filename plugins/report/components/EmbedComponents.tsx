import { useMemo } from 'react';
import type { ProductEmbedConfig } from '../services/product-config';
import { EmbedFrame, type EmbedFrameProps } from './EmbedFrame';

export type TypedEmbedProps = Omit<EmbedFrameProps, 'config'> & {
  config: Omit<ProductEmbedConfig, 'embedType'> | null | undefined;
};

function useTyped(config: TypedEmbedProps['config'], embedType: string): ProductEmbedConfig | null {
  return useMemo(() => (config ? { ...config, embedType } : null), [config, embedType]);
}

export function ReportEmbed(props: TypedEmbedProps) {
  return <EmbedFrame {...props} config={useTyped(props.config, 'report')} />;
}

export function DashboardEmbed(props: TypedEmbedProps) {
  return <EmbedFrame {...props} config={useTyped(props.config, 'dashboard')} />;
}

export function TileEmbed(props: TypedEmbedProps) {
  return <EmbedFrame {...props} config={useTyped(props.config, 'tile')} />;
}

export function VisualEmbed(props: TypedEmbedProps) {
  return <EmbedFrame {...props} config={useTyped(props.config, 'visual')} />;
}
