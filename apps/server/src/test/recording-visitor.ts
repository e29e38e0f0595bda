import type { Call, CallInput } from '@openenroll/contract/call';
import type { Visitor } from './visitor.ts';

export type Recorded = { call: Call; input: object; host: string };

/** A browser that remembers every contract call that succeeded, with its input, for another session to replay. */
export function recording(browser: Visitor, host: string, into: Map<string, Recorded>): Visitor {
  return {
    ...browser,
    async call<C extends Call>(contract: C, input: CallInput<C>) {
      const answer = await browser.call(contract, input);
      if (answer.statusCode < 300) into.set(contract.path, { call: contract, input: input as object, host });
      return answer;
    },
  };
}
