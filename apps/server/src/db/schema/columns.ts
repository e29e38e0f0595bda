import type { Locale } from '@openenroll/contract/locale';
import { customType, jsonb, numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An item's versions in the store's other languages, each whole: the same text fields as the English item. */
export type Translations<T> = Partial<Record<Exclude<Locale, 'en'>, T>>;
export const translations = <T>() => jsonb('translations').$type<Translations<T>>().notNull().default({});
