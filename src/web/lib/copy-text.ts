/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, else the
 * old way (a hidden read-only textarea, selected, and document.execCommand('copy')), which
 * still works on insecure origins (a phone on http over the LAN) and older WebViews.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no focus, no permission, insecure origin): try the old way.
    }
  }
  return copyWithTextarea(text, doc);
}

/** The fallback: select the text in a textarea off screen and run the copy command. */
export function copyWithTextarea(text: string, doc: Document = document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off screen, and 16px so iOS does not zoom in on focus.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.fontSize = '16px';
  doc.body.appendChild(area);
  const selection = doc.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous && selection) {
      selection.removeAllRanges();
      selection.addRange(previous);
    }
  }
}
