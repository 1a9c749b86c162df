/** POST /service/check-setting (SPEC 4 startup step 1): system settings into the session store. */
import type { CheckSettingData } from '#shared/contract/setting.ts';
import { useSession } from '#web/stores/session.ts';
import { apiRequest, type RequestOptions } from './api-client.ts';

export async function loadSystemSettings(options: RequestOptions = {}): Promise<CheckSettingData> {
  const data = await apiRequest('checkSetting', undefined, options);
  useSession.getState().applySettings(data);
  return data;
}
