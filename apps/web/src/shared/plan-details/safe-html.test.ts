import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.ts';

describe('catalog HTML', () => {
  it('keeps the allowed tags, without their attributes', () => {
    expect(
      safeHtml('<p class="x">Hi <strong>there</strong><br/><em>now</em></p><ul><li>One</li></ul><ol><li>1</li></ol>'),
    ).toBe('<p>Hi <strong>there</strong><br><em>now</em></p><ul><li>One</li></ul><ol><li>1</li></ol>');
  });

  it('keeps links to https addresses only, opening them in a new tab', () => {
    expect(safeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">Go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">Go</a>',
    );
    expect(safeHtml('<a href="javascript:alert(1)">Go</a>')).toBe('<a>Go</a>');
    expect(safeHtml("<a href='http://example.com'>Go</a>")).toBe('<a>Go</a>');
  });

  it('drops other tags, keeping their text, and drops scripts with their content', () => {
    expect(safeHtml('<div><h2>Title</h2><img src=x onerror="alert(1)">Text</div>')).toBe('TitleText');
    expect(safeHtml('<p>a<script>alert(1)</script>b<style>p{}</style></p>')).toBe('<p>ab</p>');
    expect(safeHtml('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('escapes text that is not markup, keeping character references', () => {
    expect(safeHtml('1 < 2 & 3 > 2 "quoted" &amp; &#36;5 &nbsp;')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 &quot;quoted&quot; &amp; &#36;5 &nbsp;',
    );
    expect(safeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(safeHtml('<<script>script>alert(1)<</script>/script>')).toBe('');
    expect(safeHtml('a <b')).toBe('a &lt;b');
  });
});
