/**
 * A stand-in for a schema, made the first time anything reads it, that then acts as the schema in every way but its
 * identity: the schema's own methods still see the schema, not the stand-in.
 */
export function standIn<T extends object>(make: () => T): T {
  let made: T | undefined;
  const schema = () => {
    made ??= make();
    return made;
  };
  return new Proxy({} as T, {
    get: (_stand, key) => Reflect.get(schema(), key, schema()),
    set: (_stand, key, value) => Reflect.set(schema(), key, value),
    has: (_stand, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A stand-in may only call a key its own unconfigurable one when it has it: it reports them configurable.
    getOwnPropertyDescriptor: (_stand, key) => {
      const found = Reflect.getOwnPropertyDescriptor(schema(), key);
      return found && { ...found, configurable: true };
    },
    defineProperty: (_stand, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_stand, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

/**
 * A schema of the contract, or a shape of schemas a form spreads. A page evaluates the contract's modules for the
 * few schemas it uses, and on a phone making every schema of those modules was the slowest part of evaluating the store's code: in the browser each is a stand-in
 * made when first read, so a schema of schemas makes them only when it is itself read. The server makes its schemas
 * once, as it starts, and its OpenAPI document tells schemas apart by identity, which a stand-in does not keep.
 */
export const lazySchema: <T extends object>(make: () => T) => T = 'document' in globalThis ? standIn : (make) => make();
