import { describe, expect, it } from 'vitest';
import { calloutColors } from './callout-colors.ts';

describe('callout colours', () => {
  it('is green with white text unless the plan names a colour', () => {
    expect(calloutColors(undefined)).toMatchObject({ background: '#1f7a35', text: '#ffffff' });
    expect(calloutColors('')).toMatchObject({ background: '#1f7a35', text: '#ffffff' });
    expect(calloutColors('green')).toMatchObject({ background: '#1f7a35', text: '#ffffff' });
  });

  it('uses black text on gold and white, with an edge around white', () => {
    expect(calloutColors('gold')).toEqual({ background: '#f2c14e', text: '#000000', bordered: false });
    expect(calloutColors(' White ')).toEqual({ background: '#ffffff', text: '#000000', bordered: true });
  });

  it('keeps white text on the dark colours, and falls back to green for a name it does not know', () => {
    expect(calloutColors('black')).toMatchObject({ background: '#1a1a1a', text: '#ffffff' });
    expect(calloutColors('blue')).toMatchObject({ text: '#ffffff' });
    expect(calloutColors('url(javascript:x)')).toMatchObject({ background: '#1f7a35', text: '#ffffff' });
  });
});
