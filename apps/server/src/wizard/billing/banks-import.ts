import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundledDirectoryFile } from './bank-directory.ts';
import { FedachError, parseFedach } from './fedach.ts';

/**
 * `npm run banks:import <file>`: replaces the bundled bank directory with a FedACH directory file (the Federal
 * Reserve's E-Payments Routing Directory, fixed-width). Every record is checked first; a bad one imports nothing.
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run banks:import <FedACH directory file>');
  process.exit(1);
}
try {
  const text = readFileSync(resolve(file), 'latin1');
  const banks = parseFedach(text);
  if (banks.size === 0) throw new FedachError(0, 'the file holds no record');
  const records = text
    .split(/\r?\n/)
    .filter((record) => record.trim() !== '')
    .map((record) => record.padEnd(155).slice(0, 155))
    .sort();
  writeFileSync(bundledDirectoryFile, `${records.join('\n')}\n`);
  console.log(`Bank directory replaced: ${banks.size} routing numbers from ${file}.`);
} catch (error) {
  const reason = error instanceof FedachError ? error.message : (error as Error).message;
  console.error(`Bank directory rejected, nothing was changed.\n  file:   ${file}\n  reason: ${reason}`);
  process.exitCode = 1;
}
