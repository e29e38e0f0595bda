import { enrollType, eprocess, openType, tier } from '@openenroll/contract/codes';
import type { KeptEntries } from '@openenroll/contract/kept-state';
import { locales } from '@openenroll/contract/locale';
import * as z from 'zod/mini';
import { writeKeptCookie } from './kept-cookie.ts';
import { pageStorage } from './page-context.ts';
import { deleteThemeCache } from './theme/theme-cache.ts';

const id = z.int().check(z.positive());
const flag = z.boolean();

/**
 * Everything the browser keeps between visits (spec part 1, §3), under the spec's own key names.
 * Values are stored as JSON and checked on the way out, so a stale or hand-edited entry reads as absent.
 */
const schemas = {
  tempId: z.string().check(z.minLength(1)),
  agent_id: id,
  group_id: id,
  portal_id: id,
  portal_code: z.string(),
  portal_name: z.string(),
  eprocess,
  open_type: openType,
  enroll_type: enrollType,
  cartCount: z.int().check(z.nonnegative()),
  menuSelectedItem: z.string(),
  categoryOrder: z.array(z.string()),
  referral: z.string(),
  redirectionType: z.string(),
  platformType: z.string(),
  fromSite: z.string(),
  device_id: z.string(),
  /** The zip code nearest to where the visitor shared their location (the location banner); prefills the quote form. */
  leadZip: z.string().check(z.regex(/^\d{5}$/)),
  /** The visitor's answer to the location banner: it is not offered again either way. */
  locationPermission: z.enum(['allowed', 'declined']),
  usertype: z.string(),
  username: z.string(),
  gname: z.string(),
  gcode: z.string(),
  groupCode: z.string(),
  has_enrollment: flag,
  /** The group store an employee chose in Employee Enrollment; the spec keeps it for the reload into that store. */
  landing_url: z.string(),
  isFilterDataSubmitted: flag,
  isCurrentMemberAvailable: flag,
  selectedTier: tier,
  isPremierPlan: flag,
  effectiveDate: z.string(),
  /** Set at checkout: the wizard starts a new enrollment (part 2, §1). */
  enrollment: z.enum(['new_enrollment']),
  /** Who completes the wizard, chosen at checkout ('Rep Enrollment' or 'Member Enrollment'; group for a group's store). */
  enrollBy: eprocess,
  'show-quotation': flag,
  nav_array: z.array(z.string()),
  /** Set by the review page's Edit: the step opened from it returns there after its save (part 2, §2.2). */
  navto: z.string(),
  /** The Employer step was skipped (an IHA plan): the review leaves it out (part 2, §2.7). */
  isEmployerTabSkip: flag,
  /**
   * The enrollment whose existing member's kept health answers were submitted on arrival (part 2, §2.9), so it is
   * done once. Its id rather than the spec's flag: another enrollment on this device is not taken for it.
   */
  health_track: z.string(),
  /** Where a direct-continue link came from (group census, pqs), as the spec marks it. */
  routeRedirection: z.string(),
  /** Per wizard step, the revision of the last draft sent: a later draft always carries a higher one. */
  stepDraftRevisions: z.record(z.string(), z.int().check(z.nonnegative())),
  /**
   * The last one-time code sent (part 2, §2.6): to which contact (a fingerprint, not the address), when a new one
   * may be asked for, and until when the code works (the spec's 600 s flag).
   */
  otpSent: z.object({ type: z.enum(['email', 'phone']), contact: z.string(), resendAt: z.int(), until: z.int() }),
  planId: id,
  planName: z.string(),
  /** The plans chosen to compare side by side, in the order chosen. */
  compare: z.array(id),
  /** The language the visitor chose with the header's switch; without one, the site's default. */
  language: z.enum(locales),
  /** The member-list code e-mailed in this browser: where to (masked), when a new one may be asked for, until when. */
  memberCodeSent: z.object({ email: z.optional(z.string()), owner: z.string(), resendAt: z.int(), until: z.int() }),
} satisfies Record<string, z.ZodMiniType>;

export type ClientStateKey = keyof typeof schemas;
export type ClientStateValue<K extends ClientStateKey> = z.output<(typeof schemas)[K]>;

export type ClientStateDeps = {
  local: Storage;
  session: Storage;
  clearCaches?: () => Promise<void>;
  /** Told every kept value after each change (the cookie that lets the server draw pages as this browser will). */
  keep?: (entries: KeptEntries) => void;
};

const keys = Object.keys(schemas) as ClientStateKey[];

export function createClientState({ local, session, clearCaches, keep }: ClientStateDeps) {
  const listeners = new Set<() => void>();
  // Parsed values are kept per raw text so readers get the same object until the stored text changes.
  const parsed = new Map<ClientStateKey, { raw: string; value: unknown }>();
  const notify = () => {
    keep?.(entries());
    for (const listener of listeners) listener();
  };

  /** Every kept value as stored (its JSON text), by key. */
  function entries(): KeptEntries {
    return Object.fromEntries(
      keys.flatMap((key) => {
        const raw = local.getItem(key);
        return raw === null ? [] : [[key, raw]];
      }),
    );
  }

  function get<K extends ClientStateKey>(key: K): ClientStateValue<K> | undefined {
    const raw = local.getItem(key);
    if (raw === null) return undefined;
    const known = parsed.get(key);
    if (known?.raw === raw) return known.value as ClientStateValue<K>;
    const value = decode(schemas[key], raw) as ClientStateValue<K> | undefined;
    parsed.set(key, { raw, value });
    return value;
  }

  function set<K extends ClientStateKey>(key: K, value: ClientStateValue<K>) {
    local.setItem(key, JSON.stringify(schemas[key].parse(value)));
    notify();
  }

  /** Takes values written elsewhere as stored text (null: removed): what the server's drawing of the page wrote. */
  function absorb(written: Record<string, string | null>) {
    for (const [key, raw] of Object.entries(written)) {
      if (!(key in schemas)) continue;
      if (raw === null) local.removeItem(key);
      else local.setItem(key, raw);
    }
    notify();
  }

  function remove(key: ClientStateKey) {
    local.removeItem(key);
    notify();
  }

  /** Forgets the visitor on this device: both storages and the cached theme. */
  async function clearAll() {
    local.clear();
    session.clear();
    parsed.clear();
    notify();
    await clearCaches?.();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return { get, set, remove, absorb, clearAll, subscribe, entries };
}

export type ClientState = ReturnType<typeof createClientState>;

function decode(schema: z.ZodMiniType, raw: string) {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export const clientState = createClientState({
  local: pageStorage('local'),
  session: pageStorage('session'),
  clearCaches: deleteThemeCache,
  keep: writeKeptCookie,
});
