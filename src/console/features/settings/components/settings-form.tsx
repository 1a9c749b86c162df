/**
 * The system settings of SPEC 3 as one form: the app, the service address, the language mode,
 * the rewards, the pixels and the login providers. A secret is a password field that is never filled: it
 * says whether one is set, and typing one replaces it on save. Leaving the page with changes
 * not saved asks first. While the saved service address is a stand-in (the install's example
 * one), a warning above says viewers are shown it. Every rule says its own message in the
 * console's language (antd's default ones read "… is not a valid email" or show the pattern).
 */
import { Alert, Button, Card, Form, Input, Select, Switch, Tag } from 'antd';
import {
  SETTING_LINK,
  SETTING_SECRETS,
  type ConsoleSettings,
  type RewardValues,
  type SettingSecret,
  type SettingValues,
} from '#shared/contract/console-settings.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { UnsavedChangesGuard } from '#console/components/unsaved-changes-guard.tsx';
import { useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { isPlaceholderEmail } from '../lib/placeholder-email.ts';
import { RewardsCard } from './rewards-card.tsx';

type Values = Omit<SettingValues, 'use_lanaguage_switch'> & {
  use_lanaguage_switch: boolean;
  rewards: RewardValues;
  secrets: Partial<Record<SettingSecret, string>>;
};

/** The values compared for unsaved changes: keys in order, a secret only once one is typed. */
function settingsSnapshot(values: Partial<Values>): string {
  const { secrets, ...rest } = values;
  const typed = Object.entries(secrets ?? {}).filter(([, v]) => v !== undefined && v !== '');
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sorted(v)]),
      );
    }
    return value;
  };
  return JSON.stringify([sorted(rest), typed.sort(([a], [b]) => a.localeCompare(b))]);
}

/** A setting written as digits or an id: its rule on the trimmed text, as the server reads it. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const PIXEL = /^\d{0,32}$/;
const PROVIDER_ID = /^[A-Za-z0-9_-]{0,64}$/;
const GRAPH_VERSION = /^v\d{1,2}\.\d$/;
const APP_NAME_MAX = 60;
const EMAIL_MAX = 120;

export function SettingsForm({ settings }: { settings: ConsoleSettings }) {
  const t = useT();
  const pixelRule = { pattern: PIXEL, transform: trimmed, message: t('settings.pixel_invalid') };
  const providerIdRule = {
    pattern: PROVIDER_ID,
    transform: trimmed,
    message: t('settings.provider_id_invalid'),
  };
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const initial: Values = {
    ...settings.values,
    use_lanaguage_switch: settings.values.use_lanaguage_switch === 1,
    rewards: settings.rewards,
    secrets: {},
  };
  const watched = Form.useWatch((all: Values) => all, { form, preserve: true });
  // Unsaved: the fields differ from the settings as stored (the server's answer after a save).
  const dirty =
    watched !== undefined &&
    form.isFieldsTouched() &&
    settingsSnapshot(watched) !== settingsSnapshot(initial);
  const submit = ({ secrets, rewards, ...values }: Values) => {
    const filled = Object.fromEntries(Object.entries(secrets).filter(([, v]) => v !== undefined && v !== ''));
    save.mutate(
      {
        values: { ...values, use_lanaguage_switch: values.use_lanaguage_switch ? 1 : 0 },
        rewards,
        secrets: filled,
      },
      {
        onSuccess: () => {
          form.setFieldValue('secrets', {});
          notifySuccess(t('settings.saved'));
        },
      },
    );
  };
  const secret = (key: SettingSecret) => (
    <Form.Item
      name={['secrets', key]}
      label={
        <>
          {t(`settings.${key}`)}&nbsp;
          <Tag color={settings.secrets[key] === 'set' ? 'green' : 'default'} data-testid={`secret-${key}`}>
            {t(`settings.secret_${settings.secrets[key]}`)}
          </Tag>
        </>
      }
      extra={t('settings.secret_help')}
    >
      <Input.Password autoComplete="new-password" placeholder={t('settings.secret_placeholder')} />
    </Form.Item>
  );
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        scrollToFirstError
        style={{ maxWidth: 720 }}
      >
        {isPlaceholderEmail(settings.values.email) ? (
          // The saved address, as viewers see it now (a new one counts once saved).
          <Alert
            type="warning"
            showIcon
            data-testid="settings-email-placeholder"
            style={{ marginBottom: 16 }}
            message={t('settings.email_placeholder_title')}
            description={t('settings.email_placeholder_body', { email: settings.values.email })}
          />
        ) : null}
        <Card title={t('settings.section_app')} style={{ marginBottom: 16 }}>
          <Form.Item
            name="appName"
            label={t('settings.appName')}
            rules={[
              { required: true, whitespace: true, message: t('settings.app_name_required') },
              {
                max: APP_NAME_MAX,
                transform: trimmed,
                message: t('settings.too_long', { max: APP_NAME_MAX }),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('settings.email')}
            rules={[
              { required: true, whitespace: true, message: t('settings.email_required') },
              { type: 'email', message: t('settings.email_invalid') },
              { max: EMAIL_MAX, message: t('settings.too_long', { max: EMAIL_MAX }) },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="icon"
            label={t('settings.icon')}
            extra={t('settings.link_help')}
            rules={[{ pattern: SETTING_LINK, message: t('settings.link_invalid') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="index_image"
            label={t('settings.index_image')}
            extra={t('settings.link_help')}
            rules={[{ pattern: SETTING_LINK, message: t('settings.link_invalid') }]}
          >
            <Input />
          </Form.Item>
        </Card>
        <Card title={t('settings.section_language')} style={{ marginBottom: 16 }}>
          <Form.Item name="use_language" label={t('settings.use_language')}>
            <Select
              options={[
                { value: 0, label: t('settings.language_device') },
                ...LANGUAGES.map((l) => ({ value: l.id, label: l.name })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="use_lanaguage_switch"
            label={t('settings.language_switch')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Card>
        <RewardsCard />
        <Card title={t('settings.section_pixels')} style={{ marginBottom: 16 }}>
          <Form.Item name="pixel_facebook" label={t('settings.pixel_facebook')} rules={[pixelRule]}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="pixel_tiktok" label={t('settings.pixel_tiktok')} rules={[pixelRule]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Card>
        <Card title={t('settings.section_providers')} style={{ marginBottom: 16 }}>
          <Alert type="info" showIcon message={t('settings.providers_help')} style={{ marginBottom: 16 }} />
          <Form.Item name="facebook_appid" label={t('settings.facebook_appid')} rules={[providerIdRule]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="facebook_version"
            label={t('settings.facebook_version')}
            rules={[{ pattern: GRAPH_VERSION, message: t('settings.facebook_version_invalid') }]}
          >
            <Input style={{ width: 120 }} />
          </Form.Item>
          {secret(SETTING_SECRETS[0])}
          <Form.Item name="tiktok_clientkey" label={t('settings.tiktok_clientkey')} rules={[providerIdRule]}>
            <Input />
          </Form.Item>
          {secret(SETTING_SECRETS[1])}
        </Card>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Form>
    </>
  );
}
