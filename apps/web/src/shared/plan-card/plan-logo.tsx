import classes from './plan-card.module.css';

/** A plan's logo on its card, or an empty space of the same height so every card's name lines up. */
export function PlanLogo({ src }: { src: string | null | undefined }) {
  return src ? <img src={src} alt="" className={classes.logo} loading="lazy" /> : <span className={classes.logo} />;
}
