/**
 * The customer screens' reads (online only, like every provider screen): a page of customer
 * companies, one company, its activity, every customer's progress and the products.
 */
import type { ActivityLogItem } from '../../../contract/api/activity';
import type {
  CompanyItem,
  CompanyListAnswer,
  CompanyListQuery,
  CompanyProgressItem,
  ProductItem,
} from '../../../contract/api/customers';
import type { Envelope, Page } from '../../../contract/envelope';
import type { UserItem } from '../../../contract/api/users';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchCustomers(query: CompanyListQuery): Promise<CompanyListAnswer> {
  const { data } = await api.get<Envelope<CompanyListAnswer>>('/users/company/list', {
    params: query,
  });
  return data.data;
}

export async function fetchCustomer(id: string): Promise<CompanyItem> {
  const { data } = await api.get<Envelope<CompanyItem>>(`/users/company/${encodeURIComponent(id)}`);
  return data.data;
}

export async function fetchActivities(id: string, page: number): Promise<Page<ActivityLogItem>> {
  const { data } = await api.get<Envelope<Page<ActivityLogItem>>>(
    `/users/customer-activities/${encodeURIComponent(id)}`,
    { params: { page, limit: 10 } },
  );
  return data.data;
}

export async function fetchProgress(page: number): Promise<Page<CompanyProgressItem>> {
  const { data } = await api.get<Envelope<Page<CompanyProgressItem>>>(
    '/users/company/update-company-progress',
    { params: { page, limit: 20 } },
  );
  return data.data;
}

export async function fetchProducts(): Promise<ProductItem[]> {
  const { data } = await api.get<Envelope<Page<ProductItem>>>('/products/list');
  return data.data.data;
}

export const useCustomers = (query: CompanyListQuery, online: boolean) =>
  useOnlineRead(`customers:${JSON.stringify(query)}`, online, () => fetchCustomers(query));
export const useCustomer = (id: string, online: boolean) =>
  useOnlineRead(`customer:${id}`, online, () => fetchCustomer(id));
export const useCustomerActivities = (id: string, page: number, online: boolean) =>
  useOnlineRead(`customer-activities:${id}:${page}`, online, () => fetchActivities(id, page));
export const useProgress = (page: number, online: boolean) =>
  useOnlineRead(`customer-progress:${page}`, online, () => fetchProgress(page));
export const useProducts = (online: boolean) => useOnlineRead('products', online, fetchProducts);

export async function fetchCustomerPeople(id: string): Promise<Page<UserItem>> {
  const { data } = await api.get<Envelope<Page<UserItem>>>(
    `/users/company/list-user/${encodeURIComponent(id)}`,
    { params: { page: 1, limit: 20 } },
  );
  return data.data;
}
export const useCustomerPeople = (id: string, online: boolean) =>
  useOnlineRead(`customer-people:${id}`, online, () => fetchCustomerPeople(id));
