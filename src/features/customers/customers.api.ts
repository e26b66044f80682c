/**
 * The customer screens' reads (online only, like every provider screen): a page of customer
 * companies, one company, its activity, every customer's progress and the products.
 */
import type { ActivityLogItem } from '../../../contract/api/activity';
import {
  customerActivityList,
  customerGet,
  customerList,
  customerProgressList,
  productList,
} from '../../../contract/api/customer-endpoints';
import type {
  CompanyItem,
  CompanyListAnswer,
  CompanyListQuery,
  CompanyProgressItem,
  ProductItem,
} from '../../../contract/api/customers';
import { companyUserList } from '../../../contract/api/user-endpoints';
import type { UserItem } from '../../../contract/api/users';
import type { Page } from '../../../contract/envelope';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export const fetchCustomers = (query: CompanyListQuery): Promise<CompanyListAnswer> =>
  readEndpoint(customerList, { query });

export const fetchCustomer = (id: string): Promise<CompanyItem> =>
  readEndpoint(customerGet, { params: { id } });

export const fetchActivities = (id: string, page: number): Promise<Page<ActivityLogItem>> =>
  readEndpoint(customerActivityList, { params: { id }, query: { page, limit: 10 } });

export const fetchProgress = (page: number): Promise<Page<CompanyProgressItem>> =>
  readEndpoint(customerProgressList, { query: { page, limit: 20 } });

export const fetchProducts = async (): Promise<ProductItem[]> =>
  (await readEndpoint(productList, {})).data;

export const useCustomers = (query: CompanyListQuery, online: boolean) =>
  useOnlineRead(`customers:${JSON.stringify(query)}`, online, () => fetchCustomers(query));
export const useCustomer = (id: string, online: boolean) =>
  useOnlineRead(`customer:${id}`, online, () => fetchCustomer(id));
export const useCustomerActivities = (id: string, page: number, online: boolean) =>
  useOnlineRead(`customer-activities:${id}:${page}`, online, () => fetchActivities(id, page));
export const useProgress = (page: number, online: boolean) =>
  useOnlineRead(`customer-progress:${page}`, online, () => fetchProgress(page));
export const useProducts = (online: boolean) => useOnlineRead('products', online, fetchProducts);

export const fetchCustomerPeople = (id: string): Promise<Page<UserItem>> =>
  readEndpoint(companyUserList, { params: { company_uuid: id }, query: { page: 1, limit: 20 } });
export const useCustomerPeople = (id: string, online: boolean) =>
  useOnlineRead(`customer-people:${id}`, online, () => fetchCustomerPeople(id));
