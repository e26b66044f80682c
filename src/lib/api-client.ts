/**
 * The HTTP client of the app, and the only module that imports axios.
 *
 * Every request gets `access_token` (the stored token; not on login and password recovery), the
 * query parameters `t` (now, defeats caches) and `lang` (stored language), and mutating requests
 * an `Idempotency-Key` (a fresh UUID unless the caller brought one: the offline queue replays
 * with its own). Failures reject with an `ApiError` carrying status, code, message, field errors
 * and headers, so screens never see axios. A 401 removes the stored token and, only if one was
 * stored, goes to /login (spec section 8).
 */
import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { recoveryPasswordChange, recoveryRequest } from '../../contract/api/account-endpoints';
import { authLogin } from '../../contract/api/auth-endpoints';
import type { ErrorBody } from '../../contract/errors';
import { isMutatingMethod } from '../../contract/http';
import { env } from './env';
import { navigateTo } from './navigation';
import { storage } from './storage';
import { newUuid } from './uuid';

/** Calls that never carry the access token (spec section 7). */
const PUBLIC_PATHS = [authLogin, recoveryRequest, recoveryPasswordChange].map((e) => e.path);

export class ApiError extends Error {
  /** HTTP status; null when no answer arrived (offline, timeout, aborted). */
  readonly status: number | null;
  readonly code: string | null;
  readonly errors: Record<string, string[]>;
  readonly headers: Record<string, string>;

  constructor(init: {
    status: number | null;
    message: string;
    code?: string | null;
    errors?: Record<string, string[]>;
    headers?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? null;
    this.errors = init.errors ?? {};
    this.headers = init.headers ?? {};
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Record<string, string>;
}

export type RequestOptions = Pick<
  AxiosRequestConfig,
  'params' | 'signal' | 'timeout' | 'onUploadProgress' | 'onDownloadProgress' | 'responseType'
> & {
  headers?: Record<string, string>;
};

function plainHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const source = headers instanceof AxiosHeaders ? headers.toJSON() : (headers ?? {});
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

function isPublic(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return PUBLIC_PATHS.includes(path);
}

type UnauthorizedListener = (hadToken: boolean) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called after a 401 has removed the stored token (the app resets its session store here). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type MaintenanceListener = () => void;
const maintenanceListeners = new Set<MaintenanceListener>();

/** Called when a call is refused because a restore holds the service (503, code `maintenance`). */
export function onMaintenance(listener: MaintenanceListener): () => void {
  maintenanceListeners.add(listener);
  return () => maintenanceListeners.delete(listener);
}

function addRequestDefaults(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.params = {
    ...(config.params as object | undefined),
    t: Date.now(),
    lang: storage.getLanguage(),
  };
  const token = storage.getToken();
  if (token && !isPublic(config.url) && !config.headers.has('access_token')) {
    config.headers.set('access_token', token);
  }
  if (isMutatingMethod(config.method) && !config.headers.has('Idempotency-Key')) {
    config.headers.set('Idempotency-Key', newUuid());
  }
  return config;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response;
    if (!response) return new ApiError({ status: null, message: error.message, code: 'network' });
    const body = (response.data ?? {}) as Partial<ErrorBody>;
    return new ApiError({
      status: response.status,
      message: typeof body.message === 'string' ? body.message : error.message,
      code: typeof body.code === 'string' ? body.code : null,
      errors: body.errors && typeof body.errors === 'object' ? body.errors : {},
      headers: plainHeaders(response.headers),
    });
  }
  return new ApiError({
    status: null,
    message: error instanceof Error ? error.message : String(error),
  });
}

function handleFailure(error: unknown): Promise<never> {
  const apiError = toApiError(error);
  if (apiError.status === 401) {
    const hadToken = storage.getToken() !== null;
    storage.setToken(null);
    for (const listener of unauthorizedListeners) listener(hadToken);
    if (hadToken) navigateTo('/login');
  }
  if (apiError.status === 503 && apiError.code === 'maintenance') {
    for (const listener of maintenanceListeners) listener();
  }
  return Promise.reject(apiError);
}

let baseURL = env.apiBase;
let currentAdapter: AxiosAdapter | undefined;

export function createApiClient(adapter?: AxiosAdapter): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 30_000, adapter });
  instance.interceptors.request.use(addRequestDefaults);
  instance.interceptors.response.use(undefined, handleFailure);
  return instance;
}

let client = createApiClient();

/** Tests and demos answer requests in memory through an adapter (see api-fake.ts). */
export function setApiAdapter(adapter: AxiosAdapter | undefined): void {
  currentAdapter = adapter;
  client = createApiClient(adapter);
}

/** Tests against a real server (node): an absolute API base, e.g. `http://127.0.0.1:4321/api`. */
export function setApiBase(base: string): void {
  baseURL = base.replace(/\/+$/, '');
  client = createApiClient(currentAdapter);
}

async function send<T>(config: AxiosRequestConfig): Promise<ApiResponse<T>> {
  const response = await client.request<T>(config);
  return { status: response.status, data: response.data, headers: plainHeaders(response.headers) };
}

/** The API: paths are relative to the API base (`/api`), e.g. `api.get('/users/profile')`. */
export const api = {
  get: <T>(url: string, options: RequestOptions = {}) =>
    send<T>({ ...options, url, method: 'get' }),
  delete: <T>(url: string, options: RequestOptions & { data?: unknown } = {}) =>
    send<T>({ ...options, url, method: 'delete' }),
  post: <T>(url: string, data?: unknown, options: RequestOptions = {}) =>
    send<T>({ ...options, url, data, method: 'post' }),
  put: <T>(url: string, data?: unknown, options: RequestOptions = {}) =>
    send<T>({ ...options, url, data, method: 'put' }),
  patch: <T>(url: string, data?: unknown, options: RequestOptions = {}) =>
    send<T>({ ...options, url, data, method: 'patch' }),
};
