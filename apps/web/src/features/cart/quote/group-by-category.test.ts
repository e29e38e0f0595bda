import type { CartPlan } from '@openenroll/contract/cart';
import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-by-category.ts';

const plan = (plan_id: number, plan_category: string): CartPlan => ({
  plan_id,
  plan_name: `Plan ${plan_id}`,
  plan_logo: null,
  plan_pricing_id: plan_id * 10,
  price: 10,
  removable: 1,
  plan_short_text: '',
  plan_category,
  tier_price: [],
  enrollment_fee: 0,
  administrative_fee: 0,
  riders: [],
});

describe('groupByCategory', () => {
  const menu = [
    { key: 'medical', label: 'Medical' },
    { key: 'dental', label: 'Dental' },
    { key: 'vision', label: 'Vision' },
  ];

  it('groups the plans under the menu labels, in menu order', () => {
    const groups = groupByCategory([plan(1, 'vision'), plan(2, 'dental'), plan(3, 'vision')], menu);
    expect(groups.map((group) => [group.label, group.plans.map((p) => p.plan_id)])).toEqual([
      ['Dental', [2]],
      ['Vision', [1, 3]],
    ]);
  });

  it('puts categories the menu does not list last, named from their key', () => {
    const groups = groupByCategory([plan(1, 'term_life'), plan(2, 'dental')], menu);
    expect(groups.map((group) => group.label)).toEqual(['Dental', 'Term life']);
  });

  it('names every category from its key while the menu is unknown', () => {
    expect(groupByCategory([plan(1, 'dental')]).map((group) => group.label)).toEqual(['Dental']);
  });
});
