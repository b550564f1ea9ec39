/**
 * The bare React + antd page the portal's signed-in home is compared with (test/bench/lib/bare-page.ts), shaped
 * like the portal's first screen: a header bar, a side menu and a card with a heading and a paragraph, made of
 * antd's Layout, Menu, Card and Typography only (no Table). No router, no stores, no data calls: what any
 * React + antd page of that shape costs to load. antd is imported per component from its ESM build, as the
 * portal does.
 */
import Card from 'antd/es/card';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Typography from 'antd/es/typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const LINKS = ['Home', 'Dashboards', 'Licences', 'Recommendations', 'Tickets', 'Contracts', 'Invoices', 'Assets', 'Users', 'Settings'];
const ITEMS = LINKS.map((label) => ({ key: label, label: <a href={`#${label.toLowerCase()}`}>{label}</a> }));

function BarePage() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', color: '#fff', fontSize: 18 }}>Customer portal</Layout.Header>
      <Layout>
        <Layout.Sider width={200} breakpoint="md" collapsedWidth={0} theme="light">
          <nav aria-label="Menu">
            <Menu mode="inline" selectedKeys={['Home']} items={ITEMS} />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Card>
            <Typography.Title level={2}>Welcome back</Typography.Title>
            <Typography.Paragraph>
              Your managed services at a glance: the state of every service we run for you, the reports of your environment and
              the requests you have open with us. Choose an item in the menu to open it.
            </Typography.Paragraph>
          </Card>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BarePage />
    </StrictMode>,
  );
}
