import type { Plugin } from 'vite';

const reactHookForm = /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/;

/** What react-hook-form's `useForm` does once its form is on the page: its host drawn again to say it is ready. */
const readyUpdate = `updateFormState((data) => ({
            ...data,
            isReady: true,
        }));`;

/** The same update only when the host read `formState.isReady` (its proxy marks what was read), as for any state. */
const readyUpdateWhenRead = `control._proxyFormState.isReady && ${readyUpdate}`;

/**
 * Every form's host draws twice as it mounts: `useForm` sets its `isReady` state in a layout effect, which React runs
 * again at once, in the same task, as a page becomes live (on the wizard's first step, the whole form drawn again
 * with its page's effects: a 110 ms task on a phone). The store reads `isReady` nowhere; a form that does is still
 * drawn again. The build stops when react-hook-form no longer does what this changes.
 */
export function formsDrawnOnce(): Plugin {
  return {
    name: 'openenroll-forms-drawn-once',
    transform(code, id) {
      if (!reactHookForm.test(id)) return null;
      if (code.split(readyUpdate).length !== 2)
        this.error(`${id} no longer sets isReady once in useForm: check forms-drawn-once.ts against it`);
      return { code: code.replace(readyUpdate, readyUpdateWhenRead), map: null };
    },
  };
}
