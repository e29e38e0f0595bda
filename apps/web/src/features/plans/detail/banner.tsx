import type { ReactNode } from 'react';
import classes from './banner.module.css';

export type BannerTone = 'success' | 'error' | 'notice';

/** A message across the page: what just succeeded or failed, or why the plan cannot be priced yet. */
export function Banner({ tone, children }: { tone: BannerTone; children: ReactNode }) {
  return (
    <div className={classes.banner} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
