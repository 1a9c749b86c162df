// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, copyWithTextarea } from './copy-text.ts';

const LINK = 'https://drama.example/?invite=ABCD2345';

/** jsdom has no execCommand: one that records what was selected when "copy" ran. */
function stubExecCommand(result: boolean | Error) {
  const seen: { command: string; selected: string; inDocument: boolean }[] = [];
  const exec = vi.fn((command: string) => {
    const area = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : null;
    const textarea = area ?? document.querySelector('textarea');
    seen.push({
      command,
      selected: textarea ? textarea.value.slice(textarea.selectionStart, textarea.selectionEnd) : '',
      inDocument: textarea ? document.body.contains(textarea) : false,
    });
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true, writable: true });
  return { exec, seen };
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', {
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(window.navigator, 'clipboard');
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API when it is there and allowed', async () => {
    const written: string[] = [];
    stubClipboard(async (text) => {
      written.push(text);
    });
    const { exec } = stubExecCommand(true);
    expect(await copyText(LINK)).toBe(true);
    expect(written).toEqual([LINK]);
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand when the Clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Document is not focused', 'NotAllowedError')));
    const { seen } = stubExecCommand(true);
    expect(await copyText(LINK)).toBe(true);
    expect(seen).toEqual([{ command: 'copy', selected: LINK, inDocument: true }]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no Clipboard API at all (an insecure origin)', async () => {
    stubClipboard(undefined);
    const { seen } = stubExecCommand(true);
    expect(await copyText(LINK)).toBe(true);
    expect(seen[0]?.selected).toBe(LINK);
  });

  it('says false when both ways fail, and leaves nothing behind', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    stubExecCommand(false);
    expect(await copyText(LINK)).toBe(false);
    stubExecCommand(new Error('execCommand is not supported'));
    expect(await copyText(LINK)).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('copyWithTextarea', () => {
  it('keeps the textarea out of sight and read-only, and restores the user’s selection', () => {
    document.body.innerHTML = '<p id="note">some text the user selected</p>';
    const note = document.getElementById('note');
    const range = document.createRange();
    if (note) range.selectNodeContents(note);
    document.getSelection()?.addRange(range);
    let style = '';
    let readOnly = false;
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        const area = document.querySelector('textarea');
        style = area?.style.cssText ?? '';
        readOnly = area?.hasAttribute('readonly') ?? false;
        return true;
      },
    });
    expect(copyWithTextarea(LINK)).toBe(true);
    expect(style).toContain('position: fixed');
    expect(style).toContain('font-size: 16px');
    expect(readOnly).toBe(true);
    expect(document.getSelection()?.toString()).toBe('some text the user selected');
  });
});
