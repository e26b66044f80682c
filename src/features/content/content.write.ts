/**
 * The provider's static page writes through the kit: add, change, delete. No collection holds
 * pages (`target: () => null`): the kit sends each call with its Idempotency-Key, the editor
 * reads the list again after it. The server sanitises the bodies.
 */
import type { ContentAddBody, ContentUpdateBody } from '../../../contract/api/content';
import { defineWrite } from '../../db/writes';

export const addPage = defineWrite<ContentAddBody>({
  name: 'content/add',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/content/add', body }),
  label: 'content:writeLabel.add',
});

export const updatePage = defineWrite<{ id: string; body: ContentUpdateBody }>({
  name: 'content/update',
  target: () => null,
  effect: async () => {},
  call: ({ id, body }) => ({
    method: 'PUT',
    path: `/content/update/${encodeURIComponent(id)}`,
    body,
  }),
  label: 'content:writeLabel.update',
});

export const deletePage = defineWrite<string>({
  name: 'content/delete',
  target: () => null,
  effect: async () => {},
  call: (id) => ({ method: 'DELETE', path: `/content/delete/${encodeURIComponent(id)}` }),
  label: 'content:writeLabel.delete',
});
