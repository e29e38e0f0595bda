import { i18n } from '@lingui/core';
import type { SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { TermLifeOfferDialog } from './term-life-offer-dialog.tsx';
import type { Checkout } from './use-checkout.ts';

// The store starts in a language before it draws; here that is English, the text the tests read.
beforeAll(() => i18n.activate('en'));

const enrollmentId = 'dA7kX2mQ9pLw4Rz8Vn3Ty6';

const offer: SuggestedPlan = {
  offer: 'term_life',
  pop_up_display: true,
  pop_up_title: 'Protect your family',
  pop_up_header: 'Add term life coverage: a few health questions, no medical exam.',
  pop_up_link: '/plan/41/summit-simpleterm',
  pop_up_link_description: 'View Summit SimpleTerm details',
  plan_id: 41,
  plan_name: 'Summit SimpleTerm',
  plan_logo: null,
  plan_short_text: 'Term life in minutes.',
  plan_category: 'term_life',
  plan_price: 15.8,
  pid: 41,
  ppid: 9,
  tier_price: [],
};

const questions = [
  { question_id: 1, question: 'Treated for cancer?', yes_no_flag: null },
  { question_id: 2, question: 'Treated for heart disease?', yes_no_flag: null },
];

const questionsRequired = {
  status: 422,
  error: { message: 'Please answer the questions for this plan first.', errorCode: 'questions-required' },
};

const added = { lines: [{ plan_id: 41, plan_pricing_id: 9, price: 15.8 }], cart_count: 2, cart_amount: 40.7 };

/** The server as the offer meets it: Add To Cart refused until the answers are saved, unless `decline` says no. */
function server({ decline }: { decline?: string } = {}) {
  let answered = false;
  return fakeApi((request: ApiRequest) => {
    if (request.path.startsWith('/api/v1/get-questions')) {
      return { data: { questions, status: 'unanswered', decline_message: null } };
    }
    if (request.path === '/api/v1/save-question-answers') {
      if (decline) return { status: 422, error: { message: decline, errorCode: 'decline' } };
      answered = true;
      return { data: { message: 'Answers saved' } };
    }
    if (request.path === '/api/v1/add-plan-to-cart') return answered ? { data: added } : questionsRequired;
    return { data: null };
  });
}

function renderOffer() {
  const checkout = {
    step: { kind: 'term-life', offer, next: [] },
    termLifeDone: vi.fn(),
    close: vi.fn(),
  } as unknown as Checkout;
  const rendered = renderWithProviders(<TermLifeOfferDialog checkout={checkout} enrollmentId={enrollmentId} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Protect your family' }));
  return { ...rendered, checkout, dialog };
}

describe('the term life offer at checkout', () => {
  it("asks the plan's health questions when Add To Cart needs them, then adds the plan and moves on", async () => {
    const requests = server();
    const { user, checkout, dialog } = renderOffer();
    await user.click(dialog.getByRole('button', { name: 'Add To Cart' }));
    const heading = await dialog.findByRole('heading', { level: 3, name: 'Health Questions' });
    expect(heading).toHaveProperty('ownerDocument.activeElement', heading);
    const answers = await dialog.findAllByRole('radiogroup');
    for (const answer of answers) await user.click(within(answer).getByRole('radio', { name: 'No' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(checkout.termLifeDone).toHaveBeenCalledOnce());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/v1/add-plan-to-cart',
        body: { enrollment_id: enrollmentId, plan_id: 41, plan_pricing_id: 9 },
      },
      {
        method: 'POST',
        path: '/api/v1/save-question-answers',
        body: {
          enrollment_id: enrollmentId,
          plan_id: 41,
          answers: [
            { question_id: 1, yes_no_flag: 0 },
            { question_id: 2, yes_no_flag: 0 },
          ],
        },
      },
      {
        method: 'POST',
        path: '/api/v1/add-plan-to-cart',
        body: { enrollment_id: enrollmentId, plan_id: 41, plan_pricing_id: 9 },
      },
    ]);
  });

  it('goes back to the offer on Cancel, with nothing added and no refusal shown', async () => {
    server();
    const { user, checkout, dialog } = renderOffer();
    await user.click(dialog.getByRole('button', { name: 'Add To Cart' }));
    await user.click(await dialog.findByRole('button', { name: 'Cancel' }));
    const add = dialog.getByRole('button', { name: 'Add To Cart' });
    expect(add).toHaveProperty('ownerDocument.activeElement', add);
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(checkout.termLifeDone).not.toHaveBeenCalled();
  });

  it('says why an answer declines the plan, and closing that moves past the offer', async () => {
    const decline = 'Summit SimpleTerm cannot be offered after cancer treatment in the last five years.';
    server({ decline });
    const { user, checkout, dialog } = renderOffer();
    await user.click(dialog.getByRole('button', { name: 'Add To Cart' }));
    // Whichever answer declines is the server's to say; here it declines these.
    for (const answer of await dialog.findAllByRole('radiogroup')) {
      await user.click(within(answer).getByRole('radio', { name: 'No' }));
    }
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByRole('alert')).toHaveProperty('textContent', decline);
    expect(checkout.termLifeDone).not.toHaveBeenCalled();
    // The dialog's own close button is named Close too; the decline's is the last.
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(checkout.termLifeDone).toHaveBeenCalledOnce();
  });
});
