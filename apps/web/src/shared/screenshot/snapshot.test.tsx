import { describe, expect, it } from 'vitest';
import { SCREENSHOT_PRIVATE, snapshot } from './snapshot.ts';

function page(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('a page copied for its picture', () => {
  it('keeps what was typed and chosen, which the markup alone does not hold', () => {
    const form = page(`<form><input id="name" value=""><input type="checkbox"><textarea></textarea>
      <select><option value="1">Single</option><option value="2">Married</option></select></form>`);
    (form.querySelector('input:not([type])') as HTMLInputElement).value = 'Ana';
    (form.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;
    (form.querySelector('textarea') as HTMLTextAreaElement).value = 'Stable for two years.';
    (form.querySelector('select') as HTMLSelectElement).value = '2';

    const copy = snapshot(form);

    expect(copy.querySelector('input:not([type])')?.getAttribute('value')).toBe('Ana');
    expect(copy.querySelector('input[type=checkbox]')?.hasAttribute('checked')).toBe(true);
    expect(copy.querySelector('textarea')?.textContent).toBe('Stable for two years.');
    expect(copy.querySelector('option[value="2"]')?.hasAttribute('selected')).toBe(true);
    expect(copy.querySelector('option[value="1"]')?.hasAttribute('selected')).toBe(false);
  });

  it('leaves out private fields and ids, and leaves the page as it was', () => {
    const form = page(`<form><label for="ssn">SSN</label><div id="ssn-box"><input id="ssn" value="123456789"></div>
      <p id="note">Kept</p></form>`);
    form.querySelector('#ssn-box')?.setAttribute('data-screenshot', SCREENSHOT_PRIVATE['data-screenshot']);

    const copy = snapshot(form);

    expect(copy.textContent).toContain('Kept');
    expect(copy.querySelector('input')).toBeNull();
    expect(copy.querySelector('[id]')).toBeNull();
    expect(form.querySelector('input#ssn')).not.toBeNull();
  });

  it('writes each element its look, so the copy needs no style sheet', () => {
    const form = page('<form><p style="color: rgb(200, 0, 0); font-weight: 700">Total</p></form>');

    const copy = snapshot(form);

    const paragraph = copy.querySelector('p') as HTMLElement;
    expect(paragraph.style.getPropertyValue('color')).toBe('rgb(200, 0, 0)');
    expect(paragraph.style.getPropertyValue('font-weight')).toBe('700');
  });
});
