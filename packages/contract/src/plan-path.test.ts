import { describe, expect, it } from 'vitest';
import { categoryPath, planPath, slugify } from './plan-path.ts';

describe('plan addresses', () => {
  it('builds /plan/{id}/{slug of the name}', () => {
    expect(planPath(42, 'BrightSmile Dental PPO 1500 (Plus)')).toBe('/plan/42/brightsmile-dental-ppo-1500-plus');
    expect(slugify('Café Vision — Gold')).toBe('cafe-vision-gold');
    expect(planPath(3, '***')).toBe('/plan/3/plan');
  });

  it('builds the category listing address', () => {
    expect(categoryPath('term_life')).toBe('/plans?type=term_life');
  });
});
