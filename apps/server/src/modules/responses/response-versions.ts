import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import type { AiResponse, ResponseVersion } from '@ai-realty/shared/schemas/ai';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findOwnedProperty } from '../properties/owned-property.ts';
import {
  getOwnedResponse,
  insertResponseVersion,
  lastResponseVersion,
  lockResponse,
  responseVersionsOf,
  setOwnedResponseText,
  toApiResponse,
} from './response-repo.ts';

// Editable drafts (docs/product/ai-generation.md#editing-a-response): an agent's edit is saved as a new
// version of the response; earlier versions stay, can be viewed and brought back. Version 1 is the
// writer's text, recorded when the first edit is saved.

const notEditable = () => new AppError('CONFLICT', 'Only a completed response can be edited', 409);

/** Saves `text` as the response's current text and as its newest version. */
async function saveVersion(
  db: Db,
  userId: string,
  responseId: string,
  text: string,
  source: 'edit' | 'restore',
): Promise<AiResponse> {
  return db.transaction(async (tx) => {
    const row = await getOwnedResponse(tx, userId, responseId);
    // Locked, so two saves at once number their versions one after the other.
    await lockResponse(tx, row.id);
    if (row.status !== 'Complete') throw notEditable();
    const last = await lastResponseVersion(tx, row.id);
    let number = last?.number ?? 0;
    if (!last) {
      number = 1;
      await insertResponseVersion(tx, { responseId: row.id, number, source: 'ai', text: row.response });
    }
    if (text === (last?.text ?? row.response)) return toApiResponse(row);
    await insertResponseVersion(tx, { responseId: row.id, number: number + 1, source, text });
    // The edited text is checked again, against the property as it is now.
    const owned = row.propertyId ? await findOwnedProperty(tx, userId, row.propertyId) : null;
    const updated = await setOwnedResponseText(
      tx,
      userId,
      row.id,
      text,
      checkCompliance(text, owned?.property),
    );
    return toApiResponse(updated);
  });
}

export function editResponseText(db: Db, userId: string, responseId: string, text: string) {
  return saveVersion(db, userId, responseId, text, 'edit');
}

export async function restoreResponseVersion(db: Db, userId: string, responseId: string, versionId: string) {
  const row = await getOwnedResponse(db, userId, responseId);
  const version = (await responseVersionsOf(db, row.id)).find((v) => v.id === versionId);
  if (!version) throw notFound('Version not found');
  return saveVersion(db, userId, responseId, version.text, 'restore');
}

/** Oldest first; a response never edited has the one version the writer wrote. */
export async function listResponseVersions(
  db: Db,
  userId: string,
  responseId: string,
): Promise<ResponseVersion[]> {
  const row = await getOwnedResponse(db, userId, responseId);
  const rows = await responseVersionsOf(db, row.id);
  if (rows.length === 0) {
    return [
      {
        id: 'original',
        number: 1,
        source: 'ai',
        text: row.response,
        createdAt: row.completedAt?.toISOString() ?? row.createdAt.toISOString(),
        current: true,
      },
    ];
  }
  return rows.map((v, i) => ({
    id: v.id,
    number: v.number,
    source: v.source,
    text: v.text,
    createdAt: v.createdAt.toISOString(),
    current: i === rows.length - 1,
  }));
}
