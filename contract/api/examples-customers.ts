/** Example answers of the customer company routes (API reference; checked against their schemas). */
import type { ActivityLogItem } from './activity';
import type { CompanyItem, CompanyListAnswer, CompanyProgressItem, ProductItem } from './customers';
import type { Page } from '../envelope';

const AT = '2026-01-15T08:30:00.000Z';
const page = <T>(data: T[]): Page<T> => ({
  data,
  page: 1,
  limit: 20,
  total: data.length,
  total_page: 1,
});

export const companyExample: CompanyItem = {
  company_uuid: 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89',
  name: 'PT Sejahtera Abadi',
  code: 'sejahtera',
  state: 'active',
  product_uuid: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  product_name: 'RegComply Standard',
  subscription_start: '2026-01-01T00:00:00.000Z',
  expired_at: '2027-01-01T00:00:00.000Z',
  license: 25,
  license_used: 12,
  pic_name: 'Ayu Lestari',
  pic_email: 'ayu@sejahtera.co.id',
  ldap_enabled: false,
  address: 'Jl. Sudirman 1, Jakarta',
  phone: '+62 21 555 0100',
  country: 'ID',
  created_at: AT,
  updated_at: AT,
};

export const companyListExample: CompanyListAnswer = { ...page([companyExample]), pageTotal: 1 };

export const companyProgressExample: Page<CompanyProgressItem> = page([
  {
    company_uuid: companyExample.company_uuid,
    name: companyExample.name,
    state: 'active',
    total: 40,
    approved: 13,
    progress: 32.5,
  },
]);

export const customerActivityExample: Page<ActivityLogItem> = page([
  {
    log_uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
    type: 'user',
    type_uuid: 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78',
    action: 'invite',
    before: null,
    after: { email: 'budi@sejahtera.co.id', state: 'invited' },
    created_at: AT,
    user: { user_uuid: 'a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d', name: 'Ayu Lestari' },
  },
]);

export const productListExample: Page<ProductItem> = page([
  { product_uuid: companyExample.product_uuid!, code: 'standard', name: 'RegComply Standard' },
]);
