/**
 * The Lighthouse part's reference (test/bench/lighthouse-bench.ts): a bare React + antd page, built and served
 * by the part itself, shaped roughly like the portal's first screen: a header bar, a side list of links, and a
 * card with a heading, a paragraph and a small table. No router, no stores, no data calls: what any React +
 * antd page costs to load, for the portal's signed-in home to be compared with. antd is imported per component
 * from its ESM build, as the portal does.
 */
import Card from 'antd/es/card';
import Layout from 'antd/es/layout';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const LINKS = ['Home', 'Dashboards', 'Licences', 'Recommendations', 'Tickets', 'Contracts', 'Invoices', 'Assets', 'Users', 'Settings'];

interface Row {
  key: number;
  service: string;
  status: string;
  updated: string;
}

const ROWS: Row[] = [
  { key: 1, service: 'Backup', status: 'Healthy', updated: '2026-03-30' },
  { key: 2, service: 'E-mail security', status: 'Healthy', updated: '2026-03-29' },
  { key: 3, service: 'Endpoint protection', status: '2 warnings', updated: '2026-03-31' },
  { key: 4, service: 'Patching', status: 'Scheduled', updated: '2026-03-28' },
];

const COLUMNS = [
  { title: 'Service', dataIndex: 'service', key: 'service' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  { title: 'Updated', dataIndex: 'updated', key: 'updated' },
];

function BarePage() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', color: '#fff', fontSize: 18 }}>Customer portal</Layout.Header>
      <Layout>
        <Layout.Sider width={200} breakpoint="md" collapsedWidth={0} theme="light">
          <nav aria-label="Menu">
            <ul style={{ listStyle: 'none', margin: 0, padding: '8px 0' }}>
              {LINKS.map((label) => (
                <li key={label}>
                  <a href={`#${label.toLowerCase()}`} style={{ display: 'block', padding: '8px 24px' }}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Card>
            <Typography.Title level={2}>Welcome back</Typography.Title>
            <Typography.Paragraph>
              Your managed services at a glance: the state of every service we run for you, the reports of your environment and
              the requests you have open with us. Choose an item in the menu to open it.
            </Typography.Paragraph>
            <Table<Row> size="small" pagination={false} columns={COLUMNS} dataSource={ROWS} />
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
