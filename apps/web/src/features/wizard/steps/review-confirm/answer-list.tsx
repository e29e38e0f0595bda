import type { AnswerRow } from './answer-rows.ts';
import classes from './review-confirm.module.css';

/** A step's answers as a description list; a group (a beneficiary, a question) nests its own list. */
export function AnswerList({ rows }: { rows: AnswerRow[] }) {
  return (
    <dl className={classes.answers}>
      {rows.map((row) =>
        'value' in row ? (
          <div key={row.label} className={classes.answer}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ) : (
          <div key={row.label} className={classes.group}>
            <dt>{row.label}</dt>
            <dd>
              <AnswerList rows={row.rows} />
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
