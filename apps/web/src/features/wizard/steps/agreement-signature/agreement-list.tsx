import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Checkbox, ScrollArea, Text } from '@mantine/core';
import { type AgreementText, SELECT_ALL_AFTER } from '@openenroll/contract/wizard/agreement-info';
import { useT, useTextLang } from '../../../../shared/i18n/use-t.ts';
import { isAgreement } from './agreement-form.ts';
import classes from './agreement-list.module.css';
import { agreementMessages } from './agreement-messages.ts';

type Tick = { answer: boolean };

type AgreementListProps = {
  texts: readonly AgreementText[];
  /** One per text, in the texts' order. */
  value: readonly Tick[];
  onChange: (value: Tick[]) => void;
  onBlur: () => void;
  /** The message under the N-th text's box. */
  errorOf: (index: number) => string | undefined;
};

/**
 * The agreements, each with its box (the texts that only inform have none). More than five bring a box that ticks
 * them all, kept in step with the others, and a scroll area so the rest of the form stays in reach (part 2, §2.13).
 */
export function AgreementList({ texts, value, onChange, onBlur, errorOf }: AgreementListProps) {
  const t = useT(agreementMessages);
  const textLang = useTextLang();
  const boxes = texts.flatMap((text, index) => (isAgreement(text) ? [index] : []));
  const ticked = boxes.filter((index) => value[index]?.answer === true).length;
  const many = boxes.length > SELECT_ALL_AFTER;
  const tick = (indexes: readonly number[], answer: boolean) =>
    onChange(texts.map((_, index) => ({ answer: indexes.includes(index) ? answer : value[index]?.answer === true })));

  const list = (
    <ul className={classes.list}>
      {texts.map((text, index) => {
        const error = errorOf(index);
        return (
          <li key={text.question_id} className={classes.item}>
            {isAgreement(text) ? (
              <Checkbox
                label={<span lang={textLang(text)}>{text.text_head}</span>}
                description={<span lang={textLang(text)}>{text.text_body}</span>}
                required={text.text_required}
                checked={value[index]?.answer === true}
                onChange={(event) => tick([index], event.currentTarget.checked)}
                onBlur={onBlur}
                error={error}
                aria-invalid={error !== undefined}
                classNames={{ label: classes.head, description: classes.body }}
              />
            ) : (
              <div lang={textLang(text)}>
                <Text fw={700}>{text.text_head}</Text>
                <Text size="sm" className={classes.body}>
                  {text.text_body}
                </Text>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  if (!many) return list;
  return (
    <div className={classes.many}>
      <Checkbox
        label={t('agreement.selectAll')}
        checked={ticked === boxes.length}
        indeterminate={ticked > 0 && ticked < boxes.length}
        onChange={(event) => tick(boxes, event.currentTarget.checked)}
        onBlur={onBlur}
        classNames={{ label: classes.head }}
      />
      <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars className={classes.scroll}>
        {list}
      </ScrollArea.Autosize>
    </div>
  );
}
