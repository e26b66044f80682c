/**
 * The provider's static page writes through the kit: add, change, delete. No collection holds
 * pages (`target: () => null`): the kit sends each call with its Idempotency-Key, the editor
 * reads the list again after it. The server sanitises the bodies.
 */
import type { ContentAddBody, ContentUpdateBody } from '../../../contract/api/content';
import { contentAdd, contentDelete, contentUpdate } from '../../../contract/api/content-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const addPage = defineWrite<ContentAddBody>({
  name: 'content/add',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(contentAdd, { body }),
  label: 'content:writeLabel.add',
});

export const updatePage = defineWrite<{ id: string; body: ContentUpdateBody }>({
  name: 'content/update',
  target: () => null,
  effect: async () => {},
  call: ({ id, body }) => endpointCall(contentUpdate, { params: { id }, body }),
  label: 'content:writeLabel.update',
});

export const deletePage = defineWrite<string>({
  name: 'content/delete',
  target: () => null,
  effect: async () => {},
  call: (id) => endpointCall(contentDelete, { params: { id } }),
  label: 'content:writeLabel.delete',
});
