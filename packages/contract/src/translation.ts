/** Another language's version of a message object: the same keys, a parametrised message with the same parameters. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};
