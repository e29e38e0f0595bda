/**
 * Turns many cart changes into few recount jobs, off the request path. A change sends a job unless one this process
 * sent is still waiting to run; the changes that found one waiting are sent for once more when it has not run here
 * within two windows (it ran on another instance, or is late), so no change goes uncounted.
 */
export function createRefreshTrigger(deps: { send: () => Promise<void>; windowSeconds: number }) {
  let waiting = false;
  let skipped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function fire() {
    waiting = true;
    skipped = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      waiting = false;
      if (skipped) fire();
    }, deps.windowSeconds * 2000);
    timer.unref();
    // A job that could not be queued is tried again at the next change.
    deps.send().catch(() => {
      waiting = false;
    });
  }

  return {
    /** A cart changed and the change is committed. */
    changed() {
      if (waiting) skipped = true;
      else fire();
    },
    /** The recount starts: it counts every change made before this. */
    running() {
      waiting = false;
      skipped = false;
      clearTimeout(timer);
    },
  };
}
