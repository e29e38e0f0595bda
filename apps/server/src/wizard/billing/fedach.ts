import { isAbaRoutingNumber } from '@openenroll/contract/wizard/billing-info';

/**
 * The Federal Reserve's FedACH participant directory (E-Payments Routing Directory), one fixed-width record of 155
 * characters per routing number: routing 1-9, office code 10 (O main, B branch), servicing FRB 11-19, record type 20
 * (0 a Federal Reserve Bank, 1 send to this number, 2 send to the new number), change date 21-26 (MMDDYY), new
 * routing number 27-35, customer name 36-71, address 72-107, city 108-127, state 128-129, zip 130-134 and 135-138,
 * phone 139-148, institution status 149, data view 150, filler 151-155.
 */
export type FedachBank = {
  routingNumber: string;
  office: 'O' | 'B';
  recordType: '0' | '1' | '2';
  newRoutingNumber: string | null;
  name: string;
  city: string;
  state: string;
};

export class FedachError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const field = (record: string, from: number, to: number) => record.slice(from - 1, to).trim();

/** One record; a record that is not one says why. */
export function parseFedachRecord(record: string, line: number): FedachBank {
  if (record.length < 150) throw new FedachError(line, `a record is 155 characters wide, this one ${record.length}`);
  const routingNumber = field(record, 1, 9);
  if (!isAbaRoutingNumber(routingNumber)) throw new FedachError(line, `"${routingNumber}" is not a routing number`);
  const office = field(record, 10, 10);
  if (office !== 'O' && office !== 'B') throw new FedachError(line, `office code "${office}" is not O or B`);
  const recordType = field(record, 20, 20);
  if (recordType !== '0' && recordType !== '1' && recordType !== '2') {
    throw new FedachError(line, `record type "${recordType}" is not 0, 1 or 2`);
  }
  const newRouting = field(record, 27, 35);
  if (recordType === '2' && !isAbaRoutingNumber(newRouting)) {
    throw new FedachError(line, `record type 2 needs a new routing number, not "${newRouting}"`);
  }
  const name = field(record, 36, 71);
  if (!name) throw new FedachError(line, 'the customer name is blank');
  const state = field(record, 128, 129);
  if (!/^[A-Z]{2}$/.test(state)) throw new FedachError(line, `state "${state}" is not 2 letters`);
  return {
    routingNumber,
    office,
    recordType,
    newRoutingNumber: recordType === '2' ? newRouting : null,
    name: name.toUpperCase(),
    city: field(record, 108, 127),
    state,
  };
}

/** Every record of a directory file by routing number; blank lines are skipped, a bad record fails the whole file. */
export function parseFedach(text: string): Map<string, FedachBank> {
  const banks = new Map<string, FedachBank>();
  text.split(/\r?\n/).forEach((record, index) => {
    if (record.trim() === '') return;
    const bank = parseFedachRecord(record, index + 1);
    // A main office's record is the one to name the bank by when branches share its number.
    if (!banks.has(bank.routingNumber) || bank.office === 'O') banks.set(bank.routingNumber, bank);
  });
  return banks;
}
