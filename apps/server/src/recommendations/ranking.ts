import type { RecommendedPlan } from '@openenroll/contract/recommendation';
import { levels, type RecommendationModel, reasonDimensions } from './model.ts';
import type { ReasonWords } from './reason-words.ts';
import { ageBandBounds, type Dimension, type Segment, stateNames } from './segment.ts';

/** A segment with fewer carts says little about its members: popularity backs off to a broader one. */
export const MIN_SEGMENT_CARTS = 20;
/** Pairs in fewer carts than this share of all carts are coincidences, not patterns. */
export const MIN_SUPPORT = 0.005;
/** One cart holding a pair is an anecdote, whatever share of a small history it is. */
export const MIN_PAIR_CARTS = 2;
/** A reason names a segment only when its members choose the plan this much more than everyone does. */
export const SEGMENT_REASON_LIFT = 1.25;
const MIN_REASON_CARTS = 5;

export type Ranked = Pick<RecommendedPlan, 'reason' | 'reason_kind' | 'association'> & { planId: number };

const knows = (view: Dimension[], visitor: Segment) =>
  view.every((dimension) => dimension === 'groupId' || visitor[dimension] !== null);

function phrase(dimension: Dimension, visitor: Segment, model: RecommendationModel, words: ReasonWords) {
  if (dimension === 'state') return words.popularIn(stateNames[visitor.state ?? ''] ?? visitor.state ?? '');
  if (dimension === 'groupId') return words.popularAt(model.groupNames.get(visitor.groupId ?? 0) ?? words.yourEmployer);
  if (dimension === 'ageBand') return words.popularAged(...ageBandBounds(visitor.ageBand ?? 0));
  return visitor.tier ? words.popularWithTier[visitor.tier] : words.popularLikeYou;
}

/** The visitor's single-dimension segments a reason may name: those with enough carts to speak for their members. */
const reasonSegments = (model: RecommendationModel, visitor: Segment) =>
  reasonDimensions.flatMap((dimension) => {
    const counts = visitor[dimension] === null ? undefined : model.segment([dimension], visitor);
    return counts && counts.carts >= MIN_SEGMENT_CARTS ? [{ dimension, counts }] : [];
  });

/** The segment that most over-chooses the plan, when one does clearly. */
function segmentReason(segments: ReturnType<typeof reasonSegments>, planId: number, overall: number) {
  let best: { lift: number; dimension: Dimension } | undefined;
  for (const { dimension, counts } of segments) {
    const carts = counts.plans.get(planId) ?? 0;
    if (carts < MIN_REASON_CARTS) continue;
    const lift = carts / counts.carts / overall;
    if (lift >= SEGMENT_REASON_LIFT && lift > (best?.lift ?? 0)) best = { lift, dimension };
  }
  return best?.dimension;
}

/**
 * Plans by their share of the carts of the visitor's most specific segment that has enough carts; plans no cart ever
 * held are left out. Ties go to the plan more carts hold overall.
 */
export function rankBySegment(
  model: RecommendationModel,
  visitor: Segment,
  candidates: number[],
  words: ReasonWords,
): Ranked[] {
  const { all } = model;
  const level =
    levels.find((view) => knows(view, visitor) && (model.segment(view, visitor)?.carts ?? 0) >= MIN_SEGMENT_CARTS) ??
    [];
  const counts = model.segment(level, visitor) ?? all;
  // Looked up once per request, not once per candidate.
  const segments = reasonSegments(model, visitor);
  return candidates
    .map((planId) => ({
      planId,
      inSegment: (counts.plans.get(planId) ?? 0) / Math.max(counts.carts, 1),
      overall: (all.plans.get(planId) ?? 0) / Math.max(all.carts, 1),
    }))
    .filter((plan) => plan.overall > 0)
    .sort((a, b) => b.inSegment - a.inSegment || b.overall - a.overall || a.planId - b.planId)
    .map(({ planId, inSegment, overall }): Ranked => {
      const dimension = segmentReason(segments, planId, overall);
      if (dimension)
        return { planId, reason: phrase(dimension, visitor, model, words), reason_kind: 'segment', association: null };
      return level.length > 0 && inSegment > 0
        ? { planId, reason: words.popularLikeYou, reason_kind: 'segment', association: null }
        : { planId, reason: words.mostChosen, reason_kind: 'popular', association: null };
    });
}

/**
 * Plans bought with the antecedents (the cart, the plan on the page). For a candidate b and an antecedent a, over
 * N carts: support = n(a,b)/N, confidence = n(a,b)/n(a), lift = confidence / (n(b)/N). A pair counts with support of
 * at least MIN_SUPPORT in at least MIN_PAIR_CARTS carts and lift above 1; each candidate keeps its best antecedent by
 * lift × confidence, and candidates are ranked by it.
 */
export function rankByAssociation(
  model: RecommendationModel,
  antecedents: number[],
  candidates: number[],
  nameOf: (planId: number) => string,
  words: ReasonWords,
): Ranked[] {
  const { all } = model;
  const ranked: (Ranked & { score: number })[] = [];
  for (const planId of candidates) {
    const planCarts = all.plans.get(planId) ?? 0;
    let best: (Ranked & { score: number }) | undefined;
    for (const withPlanId of antecedents) {
      const withCarts = all.plans.get(withPlanId) ?? 0;
      const together = model.pairsOf(withPlanId).get(planId) ?? 0;
      if (planCarts === 0 || withCarts === 0 || together < MIN_PAIR_CARTS) continue;
      const support = together / all.carts;
      const confidence = together / withCarts;
      const lift = confidence / (planCarts / all.carts);
      const score = lift * confidence;
      if (support < MIN_SUPPORT || lift <= 1 || score <= (best?.score ?? 0)) continue;
      best = {
        planId,
        score,
        reason: words.oftenAddedWith(nameOf(withPlanId)),
        reason_kind: 'together',
        association: { with_plan_id: withPlanId, support, confidence, lift },
      };
    }
    if (best) ranked.push(best);
  }
  return ranked.sort((a, b) => b.score - a.score || a.planId - b.planId).map(({ score: _score, ...plan }) => plan);
}
