import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

/**
 * antd's description and placeholder greys are too faint for WCAG AA: field help and placeholders read in
 * the theme's secondary text colour (light and dark alike). Context reaches the screen's drawers and dialogs too.
 */
export function ReadableText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <ConfigProvider
      theme={{
        token: { colorTextDescription: token.colorTextSecondary, colorTextPlaceholder: token.colorTextSecondary },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
