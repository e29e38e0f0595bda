import { memberErrorCodes } from '@openenroll/contract/members';
import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groups, members } from '../db/schema.ts';
import { Forbidden } from '../errors/domain-error.ts';
import type { SessionData } from '../session/session-service.ts';

/** Whose current members a session may see: a confirmed representative's, or a group's. */
export type ListOwner = { kind: 'agent' | 'group'; id: number };

/**
 * The representative who proved its access code, else the group whose enrollment code was proven. Employees know the
 * group's code too: what makes the visitor the group's administrator is the code e-mailed to the group's address.
 */
export function listOwnerOf(data: SessionData): ListOwner | undefined {
  if (data.repAuthenticated && data.agentId) return { kind: 'agent', id: data.agentId };
  if (data.groupAuthenticated && data.groupId) return { kind: 'group', id: data.groupId };
  return undefined;
}

export const sameOwner = (a: ListOwner | undefined, b: ListOwner) => a?.kind === b.kind && a.id === b.id;

export const accessCodeFirst = () => new Forbidden(storeMessages.accessCodeFirst);
export const notYours = () => new Forbidden(storeMessages.notYours);

/** The session's owner (of `kind`, when given); without one the visitor must enter an access code first. */
export function requireOwner(data: SessionData, kind?: ListOwner['kind']): ListOwner {
  const owner = listOwnerOf(data);
  if (!owner || (kind && owner.kind !== kind)) throw accessCodeFirst();
  return owner;
}

/** The owner whose list this session opened with the e-mailed code; `kind` and an echoed id narrow who may ask. */
export function provenOwner(data: SessionData, kind?: ListOwner['kind'], echoedId?: number): ListOwner {
  const owner = requireOwner(data, kind);
  if (echoedId !== undefined && echoedId !== owner.id) throw notYours();
  if (!sameOwner(data.memberListProof, owner)) {
    throw new Forbidden(messages.memberListCodeRequired, memberErrorCodes.codeRequired);
  }
  return owner;
}

/** The members an owner sees: a representative its own and its groups' members, a group its own. */
export function ownedBy(db: Db, owner: ListOwner): SQL | undefined {
  if (owner.kind === 'group') return eq(members.groupId, owner.id);
  const ownGroups = db.select({ id: groups.id }).from(groups).where(eq(groups.agentId, owner.id));
  return or(eq(members.agentId, owner.id), inArray(members.groupId, ownGroups));
}

export const ownerColumns = (owner: ListOwner) => ({
  agentId: owner.kind === 'agent' ? owner.id : null,
  groupId: owner.kind === 'group' ? owner.id : null,
});
