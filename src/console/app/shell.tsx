/**
 * The console after sign-in: a side menu with the entries the operator's role may use, a header
 * with the language, the operator's name and role and sign-out, and the screen.
 */
import {
  AuditOutlined,
  BarChartOutlined,
  CloudUploadOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  LayoutOutlined,
  LogoutOutlined,
  MessageOutlined,
  PlaySquareOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Flex, Grid, Layout, Menu, Tag, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '#console/components/language-picker.tsx';
import { menuFor, paths, type MenuKey } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { useLogout } from '#console/features/auth/api/logout.ts';
import { useT } from '#console/lib/i18n.ts';

const ICONS: Record<MenuKey, ReactNode> = {
  dashboard: <BarChartOutlined />,
  series: <PlaySquareOutlined />,
  jobs: <CloudUploadOutlined />,
  curation: <LayoutOutlined />,
  feedback: <MessageOutlined />,
  people: <SearchOutlined />,
  orders: <ShoppingCartOutlined />,
  articles: <FileTextOutlined />,
  packages: <ShoppingOutlined />,
  channels: <CreditCardOutlined />,
  settings: <SettingOutlined />,
  audit: <AuditOutlined />,
  operators: <TeamOutlined />,
};

export function Shell() {
  const t = useT();
  const { token } = theme.useToken();
  const me = useMe();
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // Desktop margins from 992 px up; a tablet keeps more of its width for the tables.
  const gap = Grid.useBreakpoint().lg ? 24 : 12;
  const operator = me.data?.operator;
  if (!operator) return null;

  const entries = menuFor(operator.role);
  const selected = entries.find((entry) => location.pathname.startsWith(entry.path))?.key;
  const signOut = () => logout.mutate();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={224}
        theme="light"
        style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Flex
          align="center"
          gap={8}
          style={{ height: 64, padding: '0 20px', overflow: 'hidden', whiteSpace: 'nowrap' }}
        >
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} width={28} height={28} alt="" />
          {collapsed ? null : <Typography.Text strong>{t('app.name')}</Typography.Text>}
        </Flex>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 'none' }}
          items={entries.map((entry) => ({ key: entry.key, icon: ICONS[entry.key], label: t(entry.label) }))}
          onClick={({ key }) => {
            const entry = entries.find((item) => item.key === key);
            if (entry) void navigate(entry.path);
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            padding: `0 ${gap}px`,
          }}
        >
          <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
            <LanguagePicker />
            <Flex align="center" gap={8}>
              <Button
                type="text"
                size="small"
                icon={<Avatar size="small" icon={<UserOutlined />} />}
                title={t('account.title')}
                onClick={() => void navigate(paths.account)}
              >
                <Typography.Text data-testid="operator-name">{operator.name}</Typography.Text>
              </Button>
              <Tag color={operator.role === 'owner' ? 'magenta' : 'blue'} style={{ marginInlineEnd: 0 }}>
                {t(`role.${operator.role}` as const)}
              </Tag>
            </Flex>
            <Button icon={<LogoutOutlined />} onClick={signOut} loading={logout.isPending}>
              {t('header.sign_out')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: gap }}>
          <div
            style={{
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
              padding: gap,
              minHeight: 360,
            }}
          >
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
