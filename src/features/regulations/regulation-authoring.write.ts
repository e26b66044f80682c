/**
 * The provider's regulation writes through the kit. They change several synced documents at once
 * (the regulation, its neighbours' links, its obligations), so they hold no local document: the
 * kit sends each call with its Idempotency-Key and answers done (with the server's answer) or
 * refused; the replication brings every changed document back.
 */
import type {
  RegulationCreateBody,
  RegulationUpdateBody,
} from '../../../contract/api/regulation-authoring';
import {
  regulationCreate,
  regulationDelete,
  regulationUpdate,
} from '../../../contract/api/regulation-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const createRegulation = defineWrite<RegulationCreateBody>({
  name: 'regulations/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(regulationCreate, { body }),
  label: 'regulations:writeLabel.create',
});

export const updateRegulation = defineWrite<RegulationUpdateBody>({
  name: 'regulations/update',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(regulationUpdate, { body }),
  label: 'regulations:writeLabel.update',
});

export const deleteRegulation = defineWrite<string>({
  name: 'regulations/delete',
  target: () => null,
  effect: async () => {},
  call: (regulation_guid) => endpointCall(regulationDelete, { body: { regulation_guid } }),
  label: 'regulations:writeLabel.delete',
});
