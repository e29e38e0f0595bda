import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
