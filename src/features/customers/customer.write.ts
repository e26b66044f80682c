/**
 * Customer company writes through the kit. No collection holds customer companies (provider
 * configuration, read online), so they have no local document: the kit sends each call with its
 * Idempotency-Key and answers done or refused; the screens read again after it.
 */
import { ARCHIVE_FIELD } from '../../../contract/api/customer-archive';
import {
  customerArchiveInsert,
  customerCreate,
  customerDelete,
  customerLicenseUpdate,
  customerUpdate,
  customerUserArchiveUpload,
} from '../../../contract/api/customer-endpoints';
import type { CompanyBody } from '../../../contract/api/customers';
import { defineWrite, endpointCall, endpointFormCall } from '../../db/writes';

export const createCustomer = defineWrite<CompanyBody>({
  name: 'customers/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(customerCreate, { body }),
  label: 'customers:writeLabel.create',
});

export const updateCustomer = defineWrite<{ company_uuid: string; body: CompanyBody }>({
  name: 'customers/update',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, body }) =>
    endpointCall(customerUpdate, { params: { company_uuid }, body }),
  label: 'customers:writeLabel.update',
});

export const updateLicense = defineWrite<{ company_uuid: string; license: number }>({
  name: 'customers/license',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, license }) =>
    endpointCall(customerLicenseUpdate, { params: { company_uuid }, body: { license } }),
  label: 'customers:writeLabel.license',
});

export const deleteCustomer = defineWrite<string>({
  name: 'customers/delete',
  target: () => null,
  effect: async () => {},
  call: (company_uuid) => endpointCall(customerDelete, { params: { id: company_uuid } }),
  label: 'customers:writeLabel.delete',
});

/**
 * A customer archive's form: the report's language and the CSV in `csv-file`. The endpoints
 * declare a form, not a JSON body: `endpointFormCall` sends this form as the body.
 */
function archiveBody(file: File, lang: string): FormData {
  const form = new FormData();
  form.append('lang', lang);
  form.append(ARCHIVE_FIELD, file, file.name);
  return form;
}

/** New customers, one a row of a CSV in `csv-file` (all or nothing). */
export const insertArchive = defineWrite<{ file: File; lang: string }>({
  name: 'customers/insert-archive',
  target: () => null,
  effect: async () => {},
  call: ({ file, lang }) => endpointFormCall(customerArchiveInsert, {}, archiveBody(file, lang)),
  label: 'customers:writeLabel.insertArchive',
});

/** The customer's initial users, a CSV in `csv-file` (all or nothing). */
export const uploadArchive = defineWrite<{ company_uuid: string; file: File; lang: string }>({
  name: 'customers/upload-archive',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, file, lang }) =>
    endpointFormCall(
      customerUserArchiveUpload,
      { params: { id: company_uuid } },
      archiveBody(file, lang),
    ),
  label: 'customers:writeLabel.archive',
});
