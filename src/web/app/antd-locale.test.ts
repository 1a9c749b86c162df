// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import enUS from 'antd-mobile/es/locales/en-US';
import thTH from 'antd-mobile/es/locales/th-TH';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useLocale } from '#web/stores/locale.ts';
import { preloadAntdLocale, useAntdLocale } from './antd-locale.ts';

afterEach(cleanup);

describe('useAntdLocale', () => {
  it('has a preloaded locale at its first render, so the providers never change under the app', async () => {
    await preloadAntdLocale(3);
    act(() => useLocale.getState().setLanguageId(3));
    const rendered: unknown[] = [];
    renderHook(() => {
      const locale = useAntdLocale();
      rendered.push(locale);
      return locale;
    });
    expect(rendered[0]).toBe(enUS);
    // Nothing arrives later that would render the app again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(new Set(rendered)).toEqual(new Set([enUS]));
  });

  it('loads a language not preloaded, keeping the previous locale until it arrives', async () => {
    await preloadAntdLocale(2);
    act(() => useLocale.getState().setLanguageId(2));
    const { result } = renderHook(() => useAntdLocale());
    expect(result.current).toBe(zhTW);
    act(() => useLocale.getState().setLanguageId(4));
    expect(result.current).toBe(zhTW);
    await waitFor(() => expect(result.current).toBe(thTH));
  });
});
