// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAsBlob, saveBlob } from './save-file.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveBlob', () => {
  it('clicks an <a download> of an object URL, removes it, and revokes the URL later', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:https://drama.example/1234';
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['png'], { type: 'image/png' });

    saveBlob(blob, 'invite-ABCD2345.png');

    expect(created).toEqual([blob]);
    expect(clicks).toEqual([
      { href: 'blob:https://drama.example/1234', download: 'invite-ABCD2345.png', attached: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:https://drama.example/1234']);
  });
});

describe('fetchAsBlob', () => {
  it('GETs the URL and answers the body as a blob', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response('image', { headers: { 'content-type': 'image/png' } });
    });
    const blob = await fetchAsBlob('blob:https://drama.example/1');
    expect(calls).toEqual(['blob:https://drama.example/1']);
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(5);
  });

  it('throws on a failed answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await expect(fetchAsBlob('/missing.png')).rejects.toThrow(/404/);
  });
});
