import { describe, expect, it } from 'vitest';
import { sanitizeCueText } from './subtitle-sanitize.ts';

const vtt = (raw: string) => sanitizeCueText(raw).vtt;

describe('cue text', () => {
  it('keeps plain text and <b>, <i>, <u>', () => {
    expect(vtt('Hello <b>bold</b>, <i>italic</i> and <u>under</u>')).toBe(
      'Hello <b>bold</b>, <i>italic</i> and <u>under</u>',
    );
    expect(sanitizeCueText('<b>Hi</b> there').plain).toBe('Hi there');
  });

  it('drops <script> and <style> with their content, other tags without theirs', () => {
    expect(vtt('a<script>alert(1)</script>b')).toBe('ab');
    expect(vtt('a<SCRIPT src=x>alert(1)')).toBe('a');
    expect(vtt('<style>p{}</style>x')).toBe('x');
    expect(vtt('<font color="#ff0000">red</font> <img src=x onerror=alert(1)>')).toBe('red');
    expect(vtt('<c.yellow>class</c> <v Roger>voice</v> <ruby>字<rt>zì</rt></ruby>')).toBe('class voice 字zì');
    expect(vtt('<a href="javascript:alert(1)">link</a>')).toBe('link');
    expect(vtt('time <00:00:01.500>tag')).toBe('time tag');
  });

  it('escapes &, < and > and reads entities first, so nothing is escaped twice', () => {
    expect(vtt('Tom & Jerry: 1 < 2 > 0')).toBe('Tom &amp; Jerry: 1 &lt; 2 &gt; 0');
    expect(vtt('Tom &amp; Jerry &lt;3')).toBe('Tom &amp; Jerry &lt;3');
    expect(vtt('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(vtt('&#60;b&#62; &#x41; &nbsp;&unknown;')).toBe('&lt;b&gt; A \u00a0&amp;unknown;');
    expect(sanitizeCueText('a &lt; b').plain).toBe('a < b');
  });

  it('normalises the kept tags: classes and case off, balanced, nested', () => {
    expect(vtt('<I.loud>shout</I>')).toBe('<i>shout</i>');
    expect(vtt('<b>never closed')).toBe('<b>never closed</b>');
    expect(vtt('stray</i> close')).toBe('stray close');
    expect(vtt('<b><i>both</b> after')).toBe('<b><i>both</i></b> after');
    expect(vtt('<b onclick="x()">x</b>')).toBe('x');
  });

  it('drops SubRip override codes, control characters and blank lines', () => {
    expect(vtt('{\\an8}On top')).toBe('On top');
    expect(vtt('a\u0007b\u0000c\u009b')).toBe('abc');
    expect(vtt('one\n\n  \ntwo  ')).toBe('one\ntwo');
    expect(vtt('<i>\nline</i>')).toBe('<i>\nline</i>');
  });

  it('never lets an arrow end the cue early', () => {
    expect(vtt('a --> b')).toBe('a --&gt; b');
  });
});
