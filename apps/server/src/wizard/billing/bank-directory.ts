import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../server-root.ts';
import { type FedachBank, parseFedach } from './fedach.ts';

/** Finds the bank of a routing number; a provider's lookup can be plugged in here (`buildApp`'s `bankLookup`). */
export type BankLookup = (routingNumber: string) => Promise<FedachBank | null>;

/** The bundled FedACH directory; `npm run banks:import <file>` replaces it with an operator's copy of the Fed's. */
export const bundledDirectoryFile = join(serverRoot, 'src/wizard/billing/fedach-directory.txt');

let bundled: Map<string, FedachBank> | undefined;

/** The default lookup: the bundled directory, read once on first use. */
export const bundledBankLookup: BankLookup = async (routingNumber) => {
  bundled ??= parseFedach(readFileSync(bundledDirectoryFile, 'utf8'));
  return bundled.get(routingNumber) ?? null;
};
