import { describe, expect, it } from 'vitest';
import { coordinatesAsText, getLeadInformation } from './lead.ts';

describe("the browser's location in a query string", () => {
  it('travels as JSON text and comes back as coordinates', () => {
    const text = coordinatesAsText.encode({ latitude: 32.7904, longitude: -96.8044 });
    expect(text).toBe('{"latitude":32.7904,"longitude":-96.8044}');
    expect(coordinatesAsText.parse(text)).toEqual({ latitude: 32.7904, longitude: -96.8044 });
  });

  it('refuses text that is not JSON, and coordinates off the globe', () => {
    expect(coordinatesAsText.safeParse('32.79,-96.80').success).toBe(false);
    expect(coordinatesAsText.safeParse('{"latitude":-90.5,"longitude":0}').success).toBe(false);
    expect(coordinatesAsText.safeParse('{"latitude":0,"longitude":180.1}').success).toBe(false);
    expect(coordinatesAsText.safeParse('{"latitude":"32","longitude":0}').success).toBe(false);
  });

  it('names the field at fault', () => {
    const result = getLeadInformation.input.safeParse({
      device_id: 'abcdefghijklmnop',
      store_information: '{"latitude":91,"longitude":0}',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['store_information.latitude']);
  });
});
